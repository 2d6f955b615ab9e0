import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { readPromotionLevels, type PromotionLevel } from '../levels/loyalty-levels';
import { ListPromotionLevelsQuery } from './list-promotion-levels.query';

@QueryHandler(ListPromotionLevelsQuery)
export class ListPromotionLevelsHandler implements IQueryHandler<ListPromotionLevelsQuery, PromotionLevel[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute(): Promise<PromotionLevel[]> {
    return readPromotionLevels(this.sql);
  }
}
