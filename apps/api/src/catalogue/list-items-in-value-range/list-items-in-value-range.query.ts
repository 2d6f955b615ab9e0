// Public query of the catalogue: the items in circulation (in the pool of at least one enabled box)
// whose value lies in [min, max] hundredths, ordered by value then id (the contract's candidates).
import { Query } from '@nestjs/cqrs';
import type { CatalogueItemView } from '../get-items/get-items.query';

export class ListItemsInValueRangeQuery extends Query<CatalogueItemView[]> {
  constructor(
    readonly min: bigint,
    readonly max: bigint,
  ) {
    super();
  }
}
