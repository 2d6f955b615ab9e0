// Read model: the double-entry journal. Every coin event is two legs that sum to zero: the
// player's account (`player-{id}`, the signed amount) and its named counter-account (the opposite).
// Keyed by (stream_id, stream_version, leg): idempotent and order-safe.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { coinMovements } from '../projections/coin-events';

export const JOURNAL_DDL = `
CREATE TABLE IF NOT EXISTS ledger_journal (
  stream_id text NOT NULL,
  stream_version integer NOT NULL,
  leg smallint NOT NULL,
  event_id uuid NOT NULL,
  account text NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (stream_id, stream_version, leg)
);
CREATE INDEX IF NOT EXISTS ledger_journal_account ON ledger_journal (account);
`;

/** Leg 1 is the player's account, leg 2 the counter-account. */
export const PLAYER_LEG = 1;
export const COUNTER_LEG = 2;

export class JournalProjection implements Projection {
  /**
   * freshTables: the rows cannot exist yet (a rebuild into emptied tables), so plain INSERTs
   * skip the conflict check that costs a third of the write. Anywhere else: keep the default.
   */
  constructor(private readonly options: { freshTables?: boolean } = {}) {}

  readonly name = 'ledger.journal';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const movements = coinMovements(events);
    if (movements.length === 0) return;
    const legs = movements.flatMap((movement) => [
      { movement, leg: PLAYER_LEG, account: movement.streamId, amount: movement.amount },
      { movement, leg: COUNTER_LEG, account: movement.counterAccount as string, amount: -movement.amount },
    ]);
    await tx.query(
      `INSERT INTO ledger_journal (stream_id, stream_version, leg, event_id, account, amount, created_at)
       SELECT * FROM unnest($1::text[], $2::int4[], $3::int2[], $4::uuid[], $5::text[], $6::int8[], $7::timestamptz[])
       ${this.options.freshTables ? '' : 'ON CONFLICT (stream_id, stream_version, leg) DO NOTHING'}`,
      [
        legs.map((row) => row.movement.streamId),
        legs.map((row) => row.movement.streamVersion),
        legs.map((row) => row.leg),
        legs.map((row) => row.movement.eventId),
        legs.map((row) => row.account),
        legs.map((row) => row.amount.toString()),
        legs.map((row) => row.movement.createdAt.toISOString()),
      ],
    );
  }
}
