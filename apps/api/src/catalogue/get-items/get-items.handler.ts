import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogueRepository } from '../store/catalogue.repository';
import { GetItemsQuery, type CatalogueItemView } from './get-items.query';

@QueryHandler(GetItemsQuery)
export class GetItemsHandler implements IQueryHandler<GetItemsQuery, CatalogueItemView[]> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute(query: GetItemsQuery): Promise<CatalogueItemView[]> {
    const unique = [...new Set(query.itemIds)];
    const found = new Map((await this.repository.findItems(unique)).map((item) => [item.id, item]));
    return unique.flatMap((itemId) => found.get(itemId) ?? []);
  }
}
