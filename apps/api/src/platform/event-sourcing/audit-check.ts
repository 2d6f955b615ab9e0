// An audit check a context registers with its feature (`npm run audit` runs every registered one
// inside its snapshot transaction, after the ledger's own checks): what it checked, with counts,
// and each failure, naming the stream and event it is about. With the helpers checks share: the
// events of some types read a batch at a time, and where a process manager stands.
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
  type LogPosition,
  type RecordedEvent,
  type SqlExecutor,
} from '@lootledger/event-store';

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

  constructor(private readonly limit: number) {}

  add(message: string): void {
    this.count++;
    if (this.shown.length < this.limit) this.shown.push(message);
  }

  /** Counts failures that were found but not fetched (beyond the shown ones). */
  uncounted(count: number): void {
    if (count > 0) this.count += count;
  }
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
