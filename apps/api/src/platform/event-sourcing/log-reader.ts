// Reads the log straight from the pinned `events` table inside the caller's transaction, in
// global_position order: a rebuild or an audit sees exactly the events its snapshot sees, including
// those of transactions younger than the oldest one in flight (which the async feed holds back).
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
