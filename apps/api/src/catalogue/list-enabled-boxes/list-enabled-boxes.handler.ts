import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogueRepository } from '../store/catalogue.repository';
import { ListEnabledBoxesQuery, type EnabledBoxView } from './list-enabled-boxes.query';

@QueryHandler(ListEnabledBoxesQuery)
export class ListEnabledBoxesHandler implements IQueryHandler<ListEnabledBoxesQuery, EnabledBoxView[]> {
  constructor(private readonly repository: CatalogueRepository) {}

  execute(query: ListEnabledBoxesQuery): Promise<EnabledBoxView[]> {
    return this.repository.listEnabledBoxes({ offset: 0, limit: query.limit });
  }
}
