// Answers GetPlayerBalanceQuery from the balances read model (projected inline with each append,
// so it reflects every completed append). A player without coin events has "0.00".
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetPlayerBalanceQuery, type PlayerBalanceView } from './get-player-balance.query';

@QueryHandler(GetPlayerBalanceQuery)
export class GetPlayerBalanceHandler implements IQueryHandler<GetPlayerBalanceQuery, PlayerBalanceView> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(query: GetPlayerBalanceQuery): Promise<PlayerBalanceView> {
    const { rows } = await this.sql.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_balances WHERE player_id = $1`,
      [query.playerId],
    );
    return { playerId: query.playerId, bean: formatAmount(BigInt(rows[0]?.balance ?? '0')) };
  }
}
