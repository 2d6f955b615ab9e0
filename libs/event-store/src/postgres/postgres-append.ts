// The append statements of the PostgreSQL adapter and what follows them: the one-statement
// version check and insert (one event, or several as parallel arrays), the recorded events built
// from the rows it returns, and the rare paths, sorted out after the fact: a re-append of recorded
// ids, an event id conflict, a unique violation from a race, and the empty append.
import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
  LOG_START,
} from '../event-store.port';
import type { SqlClient } from '../sql/sql-client';
import { toDate } from './event-rows';

const APPENDED_COLUMNS = `global_position::text AS global_position_text, stream_version,
  transaction_id::text AS transaction_id_text, created_at`;

/**
 * Checks the expected version and inserts, in one statement (prepared on PostgreSQL, so it is not
 * planned on every append). When the stream's version differs from $2 (NULL = any) the SELECT
 * yields nothing and no row comes back. Two appends racing on one version both pass the check; the
 * unique (stream_id, stream_version) index lets exactly one of them commit.
 */
const APPEND_ONE_SQL = `INSERT INTO events (stream_id, stream_version, event_id, event_type, data, metadata)
SELECT $1, head.version + 1, $3::uuid, $4, $5::jsonb, $6::jsonb
FROM (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1) head
WHERE $2::integer IS NULL OR head.version = $2::integer
RETURNING ${APPENDED_COLUMNS}`;

/** The same for several events, passed as parallel arrays. */
const APPEND_MANY_SQL = `INSERT INTO events (stream_id, stream_version, event_id, event_type, data, metadata)
SELECT $1, head.version + e.ord, e.event_id, e.event_type, e.data, e.metadata
FROM (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1) head,
  unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(event_id, event_type, data, metadata, ord)
WHERE $2::integer IS NULL OR head.version = $2::integer
ORDER BY e.ord
RETURNING ${APPENDED_COLUMNS}`;

/** What is already recorded under some event ids, with the stream's current version. */
const RECORDED_IDS_SQL = `SELECT head.version AS current_version, r.event_id, r.stream_id, r.stream_version,
  r.global_position_text, r.transaction_id_text
FROM (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1) head
LEFT JOIN (
  SELECT e.event_id::text AS event_id, e.stream_id, e.stream_version,
    e.global_position::text AS global_position_text, e.transaction_id::text AS transaction_id_text
  FROM events e WHERE e.event_id IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid)
) r ON true`;

/** Appends that lose a race with expected version 'any' simply go again; a bound keeps a bug finite. */
export const MAX_APPEND_ATTEMPTS = 20;

export interface AppendedRow {
  global_position_text: string;
  stream_version: number | string;
  transaction_id_text: string;
  created_at: Date | string;
}

interface RecordedIdRow {
  current_version: number | string;
  event_id: string | null;
  stream_id: string | null;
  stream_version: number | string | null;
  global_position_text: string | null;
  transaction_id_text: string | null;
}

export type Attempt = { kind: 'appended'; result: AppendResult } | { kind: 'version-mismatch' };

/** The append statement and its parameters: a lean one for the common single event. */
export function appendStatement(
  streamId: string,
  expectedVersion: number | null,
  events: readonly NewEvent[],
): { text: string; name: string; params: unknown[] } {
  if (events.length === 1) {
    const [event] = events;
    return {
      text: APPEND_ONE_SQL,
      name: 'event_store_append_one',
      params: [streamId, expectedVersion, event.eventId, event.type, toJson(event.data), toJson(event.metadata ?? {})],
    };
  }
  return {
    text: APPEND_MANY_SQL,
    name: 'event_store_append_many',
    params: [
      streamId,
      expectedVersion,
      events.map((event) => event.eventId),
      events.map((event) => event.type),
      events.map((event) => toJson(event.data)),
      events.map((event) => toJson(event.metadata ?? {})),
    ],
  };
}

/** The recorded events of a successful append, from the rows it returned. */
export function appended(streamId: string, events: readonly NewEvent[], rows: readonly AppendedRow[]): AppendResult {
  const byVersion =
    rows.length === 1 ? rows : [...rows].sort((a, b) => Number(a.stream_version) - Number(b.stream_version));
  const recorded: RecordedEvent[] = byVersion.map((row, index) => ({
    globalPosition: BigInt(row.global_position_text),
    transactionId: BigInt(row.transaction_id_text),
    streamId,
    streamVersion: Number(row.stream_version),
    eventId: events[index].eventId.toLowerCase(),
    type: events[index].type,
    data: events[index].data,
    metadata: events[index].metadata ?? {},
    createdAt: toDate(row.created_at),
  }));
  const last = recorded[recorded.length - 1];
  return {
    nextExpectedVersion: last.streamVersion,
    lastGlobalPosition: last.globalPosition,
    lastPosition: { transactionId: last.transactionId, globalPosition: last.globalPosition },
    idempotent: false,
    events: recorded,
  };
}

/**
 * Sorts out an append whose ids may already be recorded: all of them in this stream is a
 * re-append (idempotent result); any of them elsewhere, or only some, is an EventIdConflictError.
 */
export async function findRecorded(
  sql: SqlClient,
  streamId: string,
  events: readonly NewEvent[],
): Promise<{ result: AppendResult | null; currentVersion: number }> {
  const ids = events.map((event) => event.eventId.toLowerCase());
  const { rows } = await sql.query<RecordedIdRow>(RECORDED_IDS_SQL, [streamId, JSON.stringify(ids)]);
  const currentVersion = Number(rows[0].current_version);
  const found = rows.filter((row) => row.event_id !== null);
  if (found.length === 0) return { result: null, currentVersion };
  const elsewhere = found.find((row) => row.stream_id !== streamId);
  if (elsewhere) throw new EventIdConflictError(streamId, elsewhere.event_id!, elsewhere.stream_id!);
  if (found.length < ids.length) {
    const missing = ids.find((id) => !found.some((row) => row.event_id === id))!;
    throw new EventIdConflictError(streamId, missing, streamId);
  }
  const last = found.reduce((a, b) => (Number(a.stream_version) >= Number(b.stream_version) ? a : b));
  const lastPosition = {
    transactionId: BigInt(last.transaction_id_text!),
    globalPosition: BigInt(last.global_position_text!),
  };
  return {
    currentVersion,
    result: {
      nextExpectedVersion: currentVersion,
      lastGlobalPosition: lastPosition.globalPosition,
      lastPosition,
      idempotent: true,
      events: [],
    },
  };
}

/** An empty append only checks the expected version. */
export async function appendNothing(
  sql: SqlClient,
  streamId: string,
  expected: ExpectedVersion,
): Promise<AppendResult> {
  const { rows } = await sql.query<{
    stream_version: number;
    transaction_id_text: string;
    global_position_text: string;
  }>(
    `SELECT e.stream_version, e.transaction_id::text AS transaction_id_text, e.global_position::text AS global_position_text
       FROM events e WHERE e.stream_id = $1 ORDER BY e.stream_version DESC LIMIT 1`,
    [streamId],
  );
  const version = rows.length > 0 ? Number(rows[0].stream_version) : 0;
  const expectedVersion = expected === 'no_stream' ? 0 : expected;
  if (expectedVersion !== 'any' && expectedVersion !== version) {
    throw new WrongExpectedVersionError(streamId, expected, version);
  }
  const lastPosition =
    rows.length > 0
      ? { transactionId: BigInt(rows[0].transaction_id_text), globalPosition: BigInt(rows[0].global_position_text) }
      : LOG_START;
  return {
    nextExpectedVersion: version,
    lastGlobalPosition: lastPosition.globalPosition,
    lastPosition,
    idempotent: true,
    events: [],
  };
}

/** jsonb parameters travel as JSON text: the same on both drivers, bigints refused loudly. */
function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** The constraint a unique violation (SQLSTATE 23505) names, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return null;
  if (constraint) return constraint;
  // Some drivers leave the field empty: the name is in the message.
  return /"([^"]+)"/.exec(message ?? '')?.[1] ?? 'unknown';
}
