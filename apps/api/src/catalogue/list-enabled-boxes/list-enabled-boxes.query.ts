// Public query of the catalogue: the boxes on sale, in listing order, named in both languages (the
// arena's box picker).
import { Query } from '@nestjs/cqrs';
import type { BoxCategory } from '@lootledger/contracts';

export interface EnabledBoxView {
  id: string;
  name_zh: string;
  name_en: string;
  cover: string;
  /** Integer hundredths. */
  price: bigint;
  category: BoxCategory;
}

export class ListEnabledBoxesQuery extends Query<EnabledBoxView[]> {
  constructor(readonly limit = 100) {
    super();
  }
}
