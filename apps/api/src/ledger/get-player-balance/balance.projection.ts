// Read model: each player's current balance and the stream version it reflects, and their VIP
// level. Order-safe: a row only moves forward (by stream_version, vip_version), and the balance is
// the event's balance_after.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream } from '../domain/player-account.events';
import { coinMovements, type RecordedCoinMovement } from '../projections/coin-events';

export const BALANCES_DDL = `
CREATE TABLE IF NOT EXISTS ledger_balances (
  player_id text PRIMARY KEY,
  balance bigint NOT NULL,
  stream_version integer NOT NULL,
  updated_at timestamptz NOT NULL
);
`;

export const BALANCES_VIP_DDL = `
ALTER TABLE ledger_balances ADD COLUMN IF NOT EXISTS vip_level smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_balances ADD COLUMN IF NOT EXISTS vip_version integer NOT NULL DEFAULT 0;
`;

export class BalanceProjection implements Projection {
  readonly name = 'ledger.balances';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    // One row per player per statement: ON CONFLICT cannot touch the same row twice.
    const latest = new Map<string, RecordedCoinMovement>();
    for (const movement of coinMovements(events)) {
      const seen = latest.get(movement.playerId);
      if (!seen || seen.streamVersion < movement.streamVersion) latest.set(movement.playerId, movement);
    }
    await this.applyVipLevels(tx, events);
    if (latest.size === 0) return;
    const rows = [...latest.values()];
    await tx.query(
      `INSERT INTO ledger_balances (player_id, balance, stream_version, updated_at)
       SELECT * FROM unnest($1::text[], $2::int8[], $3::int4[], $4::timestamptz[])
       ON CONFLICT (player_id) DO UPDATE
         SET balance = EXCLUDED.balance, stream_version = EXCLUDED.stream_version, updated_at = EXCLUDED.updated_at
         WHERE ledger_balances.stream_version < EXCLUDED.stream_version`,
      [
        rows.map((row) => row.playerId),
        rows.map((row) => row.balanceAfter.toString()),
        rows.map((row) => row.streamVersion),
        rows.map((row) => row.createdAt.toISOString()),
      ],
    );
  }

  /** The VIP level of the latest VipLevelChanged per player (a row only moves forward by vip_version). */
  private async applyVipLevels(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const levels = new Map<string, { level: number; version: number; at: Date }>();
    for (const event of events) {
      if (event.type !== 'VipLevelChanged') continue;
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      const seen = levels.get(playerId);
      if (!seen || seen.version < event.streamVersion) {
        levels.set(playerId, {
          level: Number((event.data as { to: number }).to),
          version: event.streamVersion,
          at: event.createdAt,
        });
      }
    }
    if (levels.size === 0) return;
    const players = [...levels.keys()];
    const rows = [...levels.values()];
    await tx.query(
      `INSERT INTO ledger_balances (player_id, balance, stream_version, updated_at, vip_level, vip_version)
       SELECT p, 0, 0, t, l, v FROM unnest($1::text[], $2::int2[], $3::int4[], $4::timestamptz[]) AS x(p, l, v, t)
       ON CONFLICT (player_id) DO UPDATE SET vip_level = EXCLUDED.vip_level, vip_version = EXCLUDED.vip_version
         WHERE ledger_balances.vip_version < EXCLUDED.vip_version`,
      [players, rows.map((row) => row.level), rows.map((row) => row.version), rows.map((row) => row.at.toISOString())],
    );
  }
}
