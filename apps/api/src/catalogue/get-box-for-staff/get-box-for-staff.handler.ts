import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { boxRtp } from '../domain/box-rtp';
import { isCatalogueId } from '../domain/catalogue-rules';
import { poolOdds } from '../domain/odds';
import { CatalogueRepository } from '../store/catalogue.repository';
import { GetBoxForStaffQuery, type StaffBoxDetailView } from './get-box-for-staff.query';

@QueryHandler(GetBoxForStaffQuery)
export class GetBoxForStaffHandler implements IQueryHandler<GetBoxForStaffQuery, StaffBoxDetailView | null> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute({ boxId }: GetBoxForStaffQuery): Promise<StaffBoxDetailView | null> {
    if (!isCatalogueId(boxId)) return null;
    const found = await this.repository.findBoxForStaff(boxId);
    if (!found) return null;
    const { box, sortOrder, updatedAt } = found;
    const odds = box.pool.length > 0 ? poolOdds(box.pool.map((entry) => entry.weight)) : [];
    return {
      ...box,
      sortOrder,
      updatedAt: updatedAt.toISOString(),
      rtp: boxRtp(
        box.pool.map((entry) => ({ weight: entry.weight, value: entry.item.value })),
        box.price,
      ),
      pool: box.pool.map((entry, index) => ({ ...entry, odds: odds[index] })),
    };
  }
}
