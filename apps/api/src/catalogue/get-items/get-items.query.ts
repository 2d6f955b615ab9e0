// Public query of the catalogue: items by id, for the backpack, histories and battles.
import { Query } from '@nestjs/cqrs';
import type { Rarity, Wear } from '@lootledger/contracts';

export interface CatalogueItemView {
  id: string;
  name_zh: string;
  name_en: string;
  /** Steam market name, wear included: "AK-47 | Redline (Field-Tested)". */
  hash_name: string;
  /** URL path of the cover image. */
  cover: string;
  /** Integer hundredths: what the item is worth (recycle value, `bean` at the API). */
  value: bigint;
  lv: Rarity;
  dura: Wear;
}

/** The items with these ids, in the order asked, each once; unknown ids are left out. */
export class GetItemsQuery extends Query<CatalogueItemView[]> {
  constructor(readonly itemIds: readonly string[]) {
    super();
  }
}
