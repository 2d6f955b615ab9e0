import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { readFirstBonuses } from '../packages';
import { ListFirstBonusesQuery, type StaffFirstBonusView } from './list-first-bonuses.query';

@QueryHandler(ListFirstBonusesQuery)
export class ListFirstBonusesHandler implements IQueryHandler<ListFirstBonusesQuery, StaffFirstBonusView[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute(): Promise<StaffFirstBonusView[]> {
    return readFirstBonuses(this.sql);
  }
}
