// Public query of the catalogue: the boxes on sale, in listing order, named in both languages (the
// arena's box picker).
import { Query } from '@nestjs/cqrs';
import type { BoxView } from '../get-box-for-opening/get-box-for-opening.query';

export type EnabledBoxView = Omit<BoxView, 'enabled'>;

export class ListEnabledBoxesQuery extends Query<EnabledBoxView[]> {
  constructor(readonly limit = 100) {
    super();
  }
}
