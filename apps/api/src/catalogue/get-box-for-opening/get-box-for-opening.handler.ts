import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BoxCache } from '../store/box.cache';
import { CatalogueRepository } from '../store/catalogue.repository';
import { GetBoxForOpeningQuery, type BoxForOpeningView } from './get-box-for-opening.query';

@QueryHandler(GetBoxForOpeningQuery)
export class GetBoxForOpeningHandler implements IQueryHandler<GetBoxForOpeningQuery, BoxForOpeningView | null> {
  constructor(
    private readonly cache: BoxCache,
    private readonly repository: CatalogueRepository,
  ) {}

  execute(query: GetBoxForOpeningQuery): Promise<BoxForOpeningView | null> {
    return this.cache.get(query.boxId, (boxId) => this.repository.findBox(boxId));
  }
}
