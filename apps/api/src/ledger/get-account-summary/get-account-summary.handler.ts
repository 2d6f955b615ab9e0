// Answers GetAccountSummaryQuery from the balances row and the player's recharge change records
// (the (stream_id, change_type, stream_version) index serves the sum).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { playerStreamId } from '../domain/player-account.events';
import {
  GetAccountSummariesQuery,
  GetAccountSummaryQuery,
  GetRechargeTotalQuery,
  type AccountSummaryView,
  type AccountSummaryWithStatusView,
} from './get-account-summary.query';

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

  async execute({ playerIds, since }: GetRechargeTotalQuery): Promise<bigint> {
    if (playerIds.length === 0) return 0n;
    const { rows } = await this.sql.query<{ total: string }>(
      `SELECT coalesce(sum(bean), 0)::text AS total FROM ledger_change_records
        WHERE stream_id = ANY($1::text[]) AND change_type = $2
          AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)`,
      [playerIds.map(playerStreamId), ChangeType.RECHARGE, since?.toISOString() ?? null],
    );
    return BigInt(rows[0].total);
  }
}

@QueryHandler(GetAccountSummariesQuery)
export class GetAccountSummariesHandler implements IQueryHandler<
  GetAccountSummariesQuery,
  AccountSummaryWithStatusView[]
> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ playerIds }: GetAccountSummariesQuery): Promise<AccountSummaryWithStatusView[]> {
    if (playerIds.length === 0) return [];
    const { rows } = await this.sql.query<{
      player_id: string;
      balance: string | null;
      vip_level: number | null;
      total: string | null;
      paid: string | null;
      frozen: boolean | null;
      reason: string | null;
      changed_by: string | null;
      changed_at: Date | string | null;
    }>(
      `SELECT p.player_id, b.balance::text AS balance, b.vip_level, r.total, r.paid,
              s.frozen, s.reason, s.changed_by, s.changed_at
         FROM unnest($1::text[], $2::text[]) AS p(player_id, stream_id)
         LEFT JOIN ledger_balances b ON b.player_id = p.player_id
         LEFT JOIN ledger_account_status s ON s.player_id = p.player_id
         LEFT JOIN LATERAL (
           SELECT coalesce(sum(c.bean), 0)::text AS total, count(*)::text AS paid
             FROM ledger_change_records c WHERE c.stream_id = p.stream_id AND c.change_type = $3
         ) r ON true`,
      [[...playerIds], playerIds.map(playerStreamId), ChangeType.RECHARGE],
    );
    const byId = new Map(rows.map((row) => [row.player_id, row]));
    return playerIds.map((playerId) => {
      const row = byId.get(playerId);
      return {
        playerId,
        balance: BigInt(row?.balance ?? '0'),
        vipLevel: Number(row?.vip_level ?? 0),
        totalRecharge: BigInt(row?.total ?? '0'),
        paidRecharges: Number(row?.paid ?? 0),
        frozen:
          row?.frozen === true
            ? { reason: row.reason!, by: row.changed_by!, since: new Date(row.changed_at!).toISOString() }
            : null,
      };
    });
  }
}
