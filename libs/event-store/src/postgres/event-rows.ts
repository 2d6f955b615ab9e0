// Row mapping of the `events` table. Drivers differ: pg returns int8 and xid8 as strings, PGlite
// returns int8 as a number; the queries cast both to text so they always arrive as exact strings.
import type { EventMetadata, RecordedEvent } from '../event-store.port';

/** The select list every event read uses (aliases differ from the columns so ORDER BY uses the index). */
export const EVENT_COLUMNS = `e.global_position::text AS global_position_text, e.transaction_id::text AS transaction_id_text,
  e.stream_id, e.stream_version, e.event_id::text AS event_id, e.event_type, e.data, e.metadata, e.created_at`;

export interface EventRow {
  global_position_text: string;
  transaction_id_text: string;
  stream_id: string;
  stream_version: number | string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date | string;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: BigInt(row.global_position_text),
    transactionId: BigInt(row.transaction_id_text),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    type: row.event_type,
    data: parseJson(row.data) as Record<string, unknown>,
    metadata: (parseJson(row.metadata) ?? {}) as EventMetadata,
    createdAt: toDate(row.created_at),
  };
}

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** jsonb arrives parsed from both drivers; a string here means a driver without the jsonb parser. */
export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
