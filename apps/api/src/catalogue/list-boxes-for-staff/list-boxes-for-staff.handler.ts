import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { boxRtp } from '../domain/box-rtp';
import { CatalogueRepository } from '../store/catalogue.repository';
import { ListBoxesForStaffQuery, type StaffBoxView } from './list-boxes-for-staff.query';

@QueryHandler(ListBoxesForStaffQuery)
export class ListBoxesForStaffHandler implements IQueryHandler<ListBoxesForStaffQuery, StaffBoxView[]> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute(): Promise<StaffBoxView[]> {
    const boxes = await this.repository.listBoxesWithPoolValues();
    return boxes.map(({ box, pool }) => ({
      id: box.id,
      name_zh: box.name_zh,
      name_en: box.name_en,
      cover: box.cover,
      category: box.category,
      price: box.price,
      enabled: box.enabled,
      sortOrder: box.sortOrder,
      itemCount: pool.length,
      rtp: boxRtp(pool, box.price),
      updatedAt: box.updatedAt.toISOString(),
    }));
  }
}
