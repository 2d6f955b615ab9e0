// A copy of a log kept elsewhere (EventStoreDB) in the PostgreSQL `events` table, fed by a
// checkpointed subscription (exactly once: rows and checkpoint commit together): the queries, the
// audit and the rebuilds that read `events` keep working. Each row keeps the log's own position
// ($all's commit and prepare as transaction_id and global_position) and time; the table's triggers
// still chain each stream's hashes and keep it append-only. The copy lags the log by the
// subscription's delay; the stream runner waits for it after each append (read your own writes).
// An event id recorded in two streams (which EventStoreDB allows) stops the copy at that event,
// loudly (the table's unique id): the project's ids are derived from their stream id.
import type { Projection, RecordedEvent } from '../event-store.port';
import type { SqlExecutor } from '../sql/sql-client';

export const EVENTS_MIRROR = 'event-store.events-mirror';

const MIRROR_SQL = `INSERT INTO events (global_position, transaction_id, stream_id, stream_version, event_id, event_type, data, metadata, created_at)
OVERRIDING SYSTEM VALUE
SELECT e.global_position, e.transaction_id::xid8, e.stream_id, e.stream_version, e.event_id, e.event_type, e.data, e.metadata, e.created_at
FROM unnest($1::bigint[], $2::text[], $3::text[], $4::integer[], $5::uuid[], $6::text[], $7::jsonb[], $8::jsonb[], $9::timestamptz[])
  WITH ORDINALITY AS e(global_position, transaction_id, stream_id, stream_version, event_id, event_type, data, metadata, created_at, ord)
ORDER BY e.ord`;

/** Rows per statement (the rows of one statement are hashed in order, each seeing those before it). */
const ROWS_PER_STATEMENT = 200;

export const eventsMirror: Projection = {
  name: EVENTS_MIRROR,
  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (let start = 0; start < events.length; start += ROWS_PER_STATEMENT) {
      const rows = events.slice(start, start + ROWS_PER_STATEMENT);
      await tx.query(MIRROR_SQL, [
        rows.map((event) => event.globalPosition.toString()),
        rows.map((event) => event.transactionId.toString()),
        rows.map((event) => event.streamId),
        rows.map((event) => event.streamVersion),
        rows.map((event) => event.eventId),
        rows.map((event) => event.type),
        rows.map((event) => JSON.stringify(event.data)),
        rows.map((event) => JSON.stringify(event.metadata)),
        rows.map((event) => event.createdAt.toISOString()),
      ]);
    }
  },
};
