import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogueRepository } from '../store/catalogue.repository';
import { ListItemsForStaffQuery, type StaffItemPage } from './list-items-for-staff.query';

@QueryHandler(ListItemsForStaffQuery)
export class ListItemsForStaffHandler implements IQueryHandler<ListItemsForStaffQuery, StaffItemPage> {
  constructor(private readonly repository: CatalogueRepository) {}

  execute({ request }: ListItemsForStaffQuery): Promise<StaffItemPage> {
    return this.repository.listItemsForStaff(request);
  }
}
