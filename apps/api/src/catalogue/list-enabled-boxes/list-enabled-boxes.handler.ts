import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogueRepository } from '../store/catalogue.repository';
import { ListEnabledBoxesQuery, type EnabledBoxView } from './list-enabled-boxes.query';

@QueryHandler(ListEnabledBoxesQuery)
export class ListEnabledBoxesHandler implements IQueryHandler<ListEnabledBoxesQuery, EnabledBoxView[]> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute(query: ListEnabledBoxesQuery): Promise<EnabledBoxView[]> {
    const boxes = await this.repository.listEnabledBoxes({ offset: 0, limit: query.limit });
    return boxes.map((box) => ({
      id: box.id,
      name_zh: box.name_zh,
      name_en: box.name_en,
      cover: box.cover,
      price: box.price,
      category: box.category,
    }));
  }
}
