// Read model: each player's current balance and the stream version it reflects. Order-safe: a
// row only moves forward (by stream_version), and the balance is the event's balance_after.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { coinMovements, type RecordedCoinMovement } from '../projections/coin-events';

export const BALANCES_DDL = `
CREATE TABLE IF NOT EXISTS ledger_balances (
  player_id text PRIMARY KEY,
  balance bigint NOT NULL,
  stream_version integer NOT NULL,
  updated_at timestamptz NOT NULL
);
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
}
