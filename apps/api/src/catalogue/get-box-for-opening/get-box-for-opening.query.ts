// Public query of the catalogue for box opening and battles: a box with its price and its weighted
// pool in draw order (libs/fairness orderBoxPool). Served from an in-process cache: it is on the
// hot path of every open.
import { Query } from '@nestjs/cqrs';
import type { BoxCategory } from '@lootledger/contracts';
import type { CatalogueItemView } from '../get-items/get-items.query';

export interface BoxPoolEntryView {
  itemId: string;
  position: number;
  /** Positive integer. */
  weight: number;
  item: CatalogueItemView;
}

/** A box as every catalogue query gives it (the staff's views add their own fields). */
export interface BoxView {
  id: string;
  name_zh: string;
  name_en: string;
  cover: string;
  category: BoxCategory;
  /** Integer hundredths. */
  price: bigint;
  /** A disabled box must not be opened (the player API hides it). */
  enabled: boolean;
}

export interface BoxForOpeningView extends BoxView {
  /** In draw order; the pool a draw records is `pool.map(e => [e.itemId, e.weight])`. */
  pool: readonly BoxPoolEntryView[];
}

/**
 * The box, or null when there is no such box. Disabled boxes are returned (enabled: false) so a
 * caller can tell "disabled" from "unknown". The result is shared and frozen: do not mutate it.
 * An edit through this module shows at once; an edit by another process within 2 seconds.
 */
export class GetBoxForOpeningQuery extends Query<BoxForOpeningView | null> {
  constructor(readonly boxId: string) {
    super();
  }
}
