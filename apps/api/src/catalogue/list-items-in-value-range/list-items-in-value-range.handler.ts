import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogueRepository } from '../store/catalogue.repository';
import type { CatalogueItemView } from '../get-items/get-items.query';
import { ListItemsInValueRangeQuery } from './list-items-in-value-range.query';

@QueryHandler(ListItemsInValueRangeQuery)
export class ListItemsInValueRangeHandler implements IQueryHandler<ListItemsInValueRangeQuery, CatalogueItemView[]> {
  constructor(private readonly repository: CatalogueRepository) {}

  execute(query: ListItemsInValueRangeQuery): Promise<CatalogueItemView[]> {
    if (query.max < query.min) return Promise.resolve([]);
    return this.repository.listItemsInValueRange(query.min, query.max);
  }
}
