// Read model: the double-entry journal. Every coin event is two legs that sum to zero: the
// player's account (`player-{id}`, the signed amount) and its named counter-account (the opposite).
// A settlement between two counter-accounts (`house-{source}` streams, CounterAccountsSettled) is
// two legs too: the account it goes to (+amount) and the one it comes from (−amount).
// Keyed by (stream_id, stream_version, leg): idempotent and order-safe.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { COUNTER_ACCOUNTS_SETTLED, readCounterSettlement, sourceOfHouseStream } from '../domain/counter-accounts';
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
`;

/**
 * Nothing looks the journal up by account (the totals sum the whole table): its index only cost two
 * entries per coin movement.
 */
export const JOURNAL_DROP_ACCOUNT_INDEX_DDL = `DROP INDEX IF EXISTS ledger_journal_account;`;

/**
 * Leg 1 is the player's account, leg 2 the counter-account; a settlement between counter-accounts
 * has legs 2 (the account it goes to) and 3 (the account it comes from).
 */
export const PLAYER_LEG = 1;
export const COUNTER_LEG = 2;
export const SOURCE_LEG = 3;

interface Leg {
  streamId: string;
  streamVersion: number;
  leg: number;
  eventId: string;
  account: string;
  amount: bigint;
  createdAt: Date;
}

/** The legs of the settlements between counter-accounts in a batch. */
function settlementLegs(events: readonly RecordedEvent[]): Leg[] {
  const legs: Leg[] = [];
  for (const event of events) {
    if (event.type !== COUNTER_ACCOUNTS_SETTLED || sourceOfHouseStream(event.streamId) === null) continue;
    const settlement = readCounterSettlement(event.data);
    const at = { streamId: event.streamId, streamVersion: event.streamVersion, eventId: event.eventId };
    legs.push(
      { ...at, leg: COUNTER_LEG, account: settlement.to, amount: settlement.amount, createdAt: event.createdAt },
      { ...at, leg: SOURCE_LEG, account: settlement.from, amount: -settlement.amount, createdAt: event.createdAt },
    );
  }
  return legs;
}

export class JournalProjection implements Projection {
  /**
   * freshTables: the rows cannot exist yet (a rebuild into emptied tables), so plain INSERTs
   * skip the conflict check that costs a third of the write. Anywhere else: keep the default.
   */
  constructor(private readonly options: { freshTables?: boolean } = {}) {}

  readonly name = 'ledger.journal';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    // Fields listed, not spread: the audit's replay runs this over the whole log.
    const legs: Leg[] = [];
    for (const movement of coinMovements(events)) {
      const { streamId, streamVersion, eventId, createdAt } = movement;
      legs.push(
        { streamId, streamVersion, eventId, createdAt, leg: PLAYER_LEG, account: streamId, amount: movement.amount },
        {
          streamId,
          streamVersion,
          eventId,
          createdAt,
          leg: COUNTER_LEG,
          account: movement.counterAccount,
          amount: -movement.amount,
        },
      );
    }
    legs.push(...settlementLegs(events));
    if (legs.length === 0) return;
    await tx.query(
      `INSERT INTO ledger_journal (stream_id, stream_version, leg, event_id, account, amount, created_at)
       SELECT * FROM unnest($1::text[], $2::int4[], $3::int2[], $4::uuid[], $5::text[], $6::int8[], $7::timestamptz[])
       ${this.options.freshTables ? '' : 'ON CONFLICT (stream_id, stream_version, leg) DO NOTHING'}`,
      [
        legs.map((row) => row.streamId),
        legs.map((row) => row.streamVersion),
        legs.map((row) => row.leg),
        legs.map((row) => row.eventId),
        legs.map((row) => row.account),
        legs.map((row) => row.amount.toString()),
        legs.map((row) => row.createdAt.toISOString()),
      ],
    );
  }
}
