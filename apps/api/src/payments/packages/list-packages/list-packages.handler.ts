import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { readAllPackages } from '../packages';
import { ListPackagesQuery, type StaffPackageView } from './list-packages.query';

@QueryHandler(ListPackagesQuery)
export class ListPackagesHandler implements IQueryHandler<ListPackagesQuery, StaffPackageView[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute(): Promise<StaffPackageView[]> {
    return readAllPackages(this.sql);
  }
}
