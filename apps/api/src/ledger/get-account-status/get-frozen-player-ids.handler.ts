import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetFrozenPlayerIdsQuery } from './get-frozen-player-ids.query';

@QueryHandler(GetFrozenPlayerIdsQuery)
export class GetFrozenPlayerIdsHandler implements IQueryHandler<GetFrozenPlayerIdsQuery, string[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(): Promise<string[]> {
    const { rows } = await this.sql.query<{ player_id: string }>(
      `SELECT player_id FROM ledger_account_status WHERE frozen ORDER BY player_id`,
    );
    return rows.map((row) => row.player_id);
  }
}
