// Reads the log straight from the pinned `events` table inside the caller's transaction, in
// global_position order: a rebuild or an audit sees exactly the events its snapshot sees, including
// those of transactions younger than the oldest one in flight (which the async feed holds back).
// And the runtime's scan of one stream (scanStream): how a context reads events of types another
// context declares (a player's box openings, coins moved) when no read model of its own holds them;
// only the runtime writes SQL against the log.
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
  type RecordedEvent,
  type SqlExecutor,
} from '@lootledger/event-store';

export async function readLogAfter(tx: SqlExecutor, afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
  const { rows } = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e WHERE e.global_position > $1::bigint ORDER BY e.global_position LIMIT $2::integer`,
    [afterPosition.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}

/** What scanStream reads of a stream: its events of these types, optionally within a time and before a version. */
export interface StreamScan {
  readonly types: readonly string[];
  /** Recorded at or after this time. */
  readonly from?: Date;
  /** Recorded before this time. */
  readonly to?: Date;
  /** Only stream versions below this one (what the stream was before an event: an audit's question). */
  readonly beforeVersion?: number | null;
}

/** One stream's events of the given types, in stream order (the runtime's scan). */
export async function scanStream(sql: SqlExecutor, streamId: string, scan: StreamScan): Promise<RecordedEvent[]> {
  const { rows } = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e
      WHERE e.stream_id = $1 AND e.event_type = ANY($2::text[])
        AND ($3::timestamptz IS NULL OR e.created_at >= $3) AND ($4::timestamptz IS NULL OR e.created_at < $4)
        AND ($5::int IS NULL OR e.stream_version < $5::int)
      ORDER BY e.stream_version`,
    [
      streamId,
      scan.types,
      scan.from?.toISOString() ?? null,
      scan.to?.toISOString() ?? null,
      scan.beforeVersion ?? null,
    ],
  );
  return rows.map(toRecordedEvent);
}
