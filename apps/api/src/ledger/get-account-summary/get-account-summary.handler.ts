// Answers GetAccountSummaryQuery from the balances row and the player's recharge change records
// (the (stream_id, change_type, stream_version) index serves the sum).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { playerStreamId } from '../domain/player-account.events';
import { GetAccountSummaryQuery, GetRechargeTotalQuery, type AccountSummaryView } from './get-account-summary.query';

@QueryHandler(GetAccountSummaryQuery)
export class GetAccountSummaryHandler implements IQueryHandler<GetAccountSummaryQuery, AccountSummaryView> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ playerId }: GetAccountSummaryQuery): Promise<AccountSummaryView> {
    const { rows } = await this.sql.query<{
      balance: string | null;
      vip_level: number | null;
      total: string;
      paid: string;
    }>(
      `SELECT (SELECT balance::text FROM ledger_balances WHERE player_id = $1) AS balance,
              (SELECT vip_level FROM ledger_balances WHERE player_id = $1) AS vip_level,
              coalesce(sum(bean), 0)::text AS total, count(*)::text AS paid
         FROM ledger_change_records WHERE stream_id = $2 AND change_type = $3`,
      [playerId, playerStreamId(playerId), ChangeType.RECHARGE],
      { name: 'ledger_account_summary' },
    );
    const [row] = rows;
    return {
      playerId,
      balance: BigInt(row.balance ?? '0'),
      vipLevel: Number(row.vip_level ?? 0),
      totalRecharge: BigInt(row.total),
      paidRecharges: Number(row.paid),
    };
  }
}

@QueryHandler(GetRechargeTotalQuery)
export class GetRechargeTotalHandler implements IQueryHandler<GetRechargeTotalQuery, bigint> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ playerIds }: GetRechargeTotalQuery): Promise<bigint> {
    if (playerIds.length === 0) return 0n;
    const { rows } = await this.sql.query<{ total: string }>(
      `SELECT coalesce(sum(bean), 0)::text AS total FROM ledger_change_records
        WHERE stream_id = ANY($1::text[]) AND change_type = $2`,
      [playerIds.map(playerStreamId), ChangeType.RECHARGE],
    );
    return BigInt(rows[0].total);
  }
}
