// An audit check a context registers with its feature (`npm run audit` runs every registered one
// inside its snapshot transaction, after the ledger's own checks): what it checked, with counts,
// and each failure, naming the stream and event it is about. With the helpers checks share: how one
// is declared (defineAuditCheck), the events of some types read a batch at a time, a stream kind's
// streams folded from them, and where a process manager stands.
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
  type LogPosition,
  type RecordedEvent,
  type SqlExecutor,
} from '@lootledger/event-store';
import type { StreamEvent } from './event-definition';
import type { StreamKind } from './stream-kind';

export interface AuditCheckResult {
  name: string;
  /** What was checked, e.g. ["250000 events in 1200 streams"]. */
  checked: string[];
  /** Total failures (failures[] may hold only the first ones). */
  failureCount: number;
  failures: string[];
  /** Set when the check could not run here (it counts as neither pass nor failure). */
  skipped?: string;
}

/** A check that runs inside the audit's snapshot transaction (read only: it must write nothing). */
export interface AuditCheck {
  readonly name: string;
  run(tx: SqlExecutor, options: { maxFailuresShown: number }): Promise<AuditCheckResult>;
}

/** Collects failures, keeping the first `limit` messages and counting the rest. */
export class FailureList {
  count = 0;
  readonly shown: string[] = [];

  /** How many messages it keeps (a check fetching its failures in SQL asks for no more). */
  constructor(readonly limit: number) {}

  add(message: string): void {
    this.count++;
    if (this.shown.length < this.limit) this.shown.push(message);
  }

  /** Counts failures that were found but not fetched (beyond the shown ones). */
  uncounted(count: number): void {
    if (count > 0) this.count += count;
  }
}

/** A check's body: given the snapshot and its failure list, what it checked (or why it cannot run here). */
export type AuditCheckBody = (tx: SqlExecutor, failures: FailureList) => Promise<string[] | { skipped: string }>;

/**
 * A context's check from its name and body: the body adds its failures to the list (which keeps the
 * first `maxFailuresShown`) and returns what it checked, with counts.
 */
export function defineAuditCheck(name: string, body: AuditCheckBody): AuditCheck {
  return {
    name,
    async run(tx, { maxFailuresShown }) {
      const failures = new FailureList(maxFailuresShown);
      const checked = await body(tx, failures);
      if (!Array.isArray(checked))
        return { name, checked: [], failureCount: 0, failures: [], skipped: checked.skipped };
      return { name, checked, failureCount: failures.count, failures: failures.shown };
    },
  };
}

/** Coins moved under one key (a stream and reference): their sum, how many events, where the last is. */
export interface Tallied {
  amount: bigint;
  times: number;
  where: string;
}

/** Adds one coin event to the tally of its key (a check then expects one event of the amount due). */
export function tally(tallies: Map<string, Tallied>, key: string, amount: bigint, where: string): void {
  const known = tallies.get(key);
  tallies.set(key, { amount: (known?.amount ?? 0n) + amount, times: (known?.times ?? 0) + 1, where });
}

export function describeEvent(streamId: string, version: number | null, eventId: string | null): string {
  if (version === null) return `stream ${streamId}`;
  return `stream ${streamId} v${version} (event ${eventId ?? 'not in the log'})`;
}

/** Where a recorded event is, as failures name it. */
export function describeRecorded(event: RecordedEvent): string {
  return describeEvent(event.streamId, event.streamVersion, event.eventId);
}

const SCAN_BATCH = 5000;

/**
 * Visits every event of these types in (stream, version) order, a batch at a time; `filter` narrows
 * them further (an SQL condition on `e`, e.g. on a coin event's change type).
 */
export async function scanEvents(
  tx: SqlExecutor,
  types: readonly string[],
  visit: (event: RecordedEvent) => void,
  filter = 'true',
): Promise<void> {
  let after: [string, number] = ['', 0];
  for (;;) {
    const { rows } = await tx.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events e
        WHERE e.event_type = ANY($3::text[]) AND (e.stream_id, e.stream_version) > ($1, $2::integer) AND (${filter})
        ORDER BY e.stream_id, e.stream_version LIMIT ${SCAN_BATCH}`,
      [after[0], after[1], types],
    );
    for (const row of rows) visit(toRecordedEvent(row));
    if (rows.length < SCAN_BATCH) return;
    const last = rows[rows.length - 1];
    after = [last.stream_id, Number(last.stream_version)];
  }
}

/**
 * Folds every stream of a kind, in the audit's snapshot, from its events of these types with the
 * kind's own evolve: each stream's state by id. `visit` sees each event first (what the state does
 * not keep); an event the fold refuses is a failure, and its stream keeps the state before it.
 */
export async function foldStreams<State, Event extends StreamEvent>(
  tx: SqlExecutor,
  kind: StreamKind<State, Event>,
  types: readonly string[],
  failures: FailureList,
  visit?: (id: string, event: RecordedEvent) => void,
): Promise<Map<string, State>> {
  const states = new Map<string, State>();
  await scanEvents(tx, types, (event) => {
    const id = kind.idOf(event.streamId);
    if (id === null) return;
    visit?.(id, event);
    try {
      states.set(id, kind.evolve(states.get(id) ?? kind.initialState(), kind.events.read(event)));
    } catch (error) {
      failures.add(`${describeRecorded(event)}: ${String(error)}`);
    }
  });
  return states;
}

/** Where a process manager (or subscription) stands in the audit's snapshot; null when it never ran. */
export async function checkpointIn(tx: SqlExecutor, name: string): Promise<LogPosition | null> {
  const { rows } = await tx.query<{ tx: string; pos: string }>(
    `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) } : null;
}

/**
 * The live table of this name, schema-qualified: inside the audit an unqualified read model's name
 * resolves to its fresh replay (a temporary table); null when there is none.
 */
export async function liveTable(tx: SqlExecutor, table: string): Promise<string | null> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname = $1 AND c.relpersistence <> 't'
      ORDER BY array_position(current_schemas(false), n.nspname::text) NULLS LAST LIMIT 1`,
    [table],
  );
  return rows[0]?.name ?? null;
}
