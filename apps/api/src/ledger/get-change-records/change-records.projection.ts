// Read model: one balance change record per coin event (the player's income/expense table).
// Idempotent and order-safe: keyed by (stream_id, stream_version); a repeated event is a no-op.
import { ChangeDirection } from '@lootledger/contracts';
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { PLAYER_STREAM_PREFIX } from '../domain/player-account.events';
import { coinMovements } from '../projections/coin-events';

export const CHANGE_RECORDS_DDL = `
CREATE TABLE IF NOT EXISTS ledger_change_records (
  stream_id text NOT NULL,
  stream_version integer NOT NULL,
  id uuid NOT NULL,
  player_id text NOT NULL,
  created_at timestamptz NOT NULL,
  type smallint NOT NULL,
  change_type smallint NOT NULL,
  bean bigint NOT NULL,
  final_bean bigint NOT NULL,
  reference text NOT NULL,
  PRIMARY KEY (stream_id, stream_version)
);
CREATE UNIQUE INDEX IF NOT EXISTS ledger_change_records_event ON ledger_change_records (id);
CREATE INDEX IF NOT EXISTS ledger_change_records_by_type ON ledger_change_records (stream_id, change_type, stream_version);
`;

export class ChangeRecordsProjection implements Projection {
  /**
   * freshTables: the rows cannot exist yet (a rebuild into emptied tables), so plain INSERTs
   * skip the conflict check that costs a third of the write. Anywhere else: keep the default.
   */
  constructor(private readonly options: { freshTables?: boolean } = {}) {}

  readonly name = 'ledger.change-records';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const rows = coinMovements(events);
    if (rows.length === 0) return;
    // player_id and the income/expense type are derived in SQL: fewer arrays to serialise.
    await tx.query(
      `INSERT INTO ledger_change_records
         (stream_id, stream_version, id, player_id, created_at, type, change_type, bean, final_bean, reference)
       SELECT s, v, i, substr(s, ${PLAYER_STREAM_PREFIX.length + 1}), c,
              CASE WHEN b > 0 THEN ${ChangeDirection.INCOME} ELSE ${ChangeDirection.EXPENSE} END, t, b, f, r
         FROM unnest($1::text[], $2::int4[], $3::uuid[], $4::timestamptz[], $5::int2[], $6::int8[], $7::int8[], $8::text[])
              AS x(s, v, i, c, t, b, f, r)
       ${this.options.freshTables ? '' : 'ON CONFLICT (stream_id, stream_version) DO NOTHING'}`,
      [
        rows.map((row) => row.streamId),
        rows.map((row) => row.streamVersion),
        rows.map((row) => row.eventId),
        rows.map((row) => row.createdAt.toISOString()),
        rows.map((row) => row.changeType),
        rows.map((row) => row.amount.toString()),
        rows.map((row) => row.balanceAfter.toString()),
        rows.map((row) => row.reference),
      ],
    );
  }
}
