// Reads the log straight from the pinned `events` table inside the caller's transaction, in
// global_position order: a rebuild or an audit sees exactly the events its snapshot sees, including
// those of transactions younger than the oldest one in flight (which the async feed holds back).
import type { RecordedEvent, SqlExecutor } from '@lootledger/event-store';

export interface LogRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: number | string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date | string;
}

/**
 * The select list of LogRow over `events e` (int8 and xid8 as text: exact in every driver). The
 * aliases shadow column names in ORDER BY: always order by the qualified columns (e.global_position).
 */
export const LOG_COLUMNS = `e.global_position::text AS global_position, e.transaction_id::text AS transaction_id, e.stream_id,
  e.stream_version, e.event_id::text AS event_id, e.event_type, e.data, e.metadata, e.created_at`;

export async function readLogAfter(tx: SqlExecutor, afterPosition: bigint, limit: number): Promise<RecordedEvent[]> {
  const { rows } = await tx.query<LogRow>(
    `SELECT ${LOG_COLUMNS} FROM events e WHERE e.global_position > $1::bigint ORDER BY e.global_position LIMIT $2::integer`,
    [afterPosition.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}

export function toRecordedEvent(row: LogRow): RecordedEvent {
  return {
    globalPosition: BigInt(row.global_position),
    transactionId: BigInt(row.transaction_id),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    type: row.event_type,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    metadata: (typeof row.metadata === 'string'
      ? JSON.parse(row.metadata)
      : (row.metadata ?? {})) as RecordedEvent['metadata'],
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}
