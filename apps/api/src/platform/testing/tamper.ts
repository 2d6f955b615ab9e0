// What an attacker with superuser access does to the database, for tests of the audit: a statement
// run with the user triggers of `events` disabled (the append-only guard and the hash trigger),
// enabled again in the same transaction (the ALTER's lock keeps every other writer out meanwhile).
import type { RecordedEvent, SqlClient } from '@lootledger/event-store';

export async function tamper(sql: SqlClient, statement: string, params: unknown[] = []): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query('ALTER TABLE events DISABLE TRIGGER USER');
    await tx.query(statement, params);
    await tx.query('ALTER TABLE events ENABLE TRIGGER USER');
  });
}

/** An SQL statement and its parameters. */
export type Statement = readonly [text: string, params?: unknown[]];

/** Sets a field of an event's data (a path: 'amount', ['item', 'value']) to a string. */
export function setEventField(eventId: string, path: string | readonly string[], value: string): Statement {
  return [
    `UPDATE events SET data = jsonb_set(data, $2::text[], to_jsonb($3::text)) WHERE event_id = $1`,
    [eventId, typeof path === 'string' ? [path] : [...path], value],
  ];
}

/** Tampers with `change`, runs `probe` (an audit of the tampered log), then restores with `undo`. */
export async function whileTampered<T>(
  sql: SqlClient,
  change: Statement,
  undo: Statement,
  probe: () => Promise<T>,
): Promise<T> {
  await tamper(sql, ...change);
  try {
    return await probe();
  } finally {
    await tamper(sql, ...undo);
  }
}

/**
 * Sets a string field of a recorded event's data (a path, as setEventField) to `value` while `probe`
 * runs, then puts back the value the event recorded.
 */
export function whileEventFieldIs<T>(
  sql: SqlClient,
  event: RecordedEvent,
  path: string | readonly string[],
  value: string,
  probe: () => Promise<T>,
): Promise<T> {
  const keys = typeof path === 'string' ? [path] : path;
  const recorded = keys.reduce<unknown>((data, key) => (data as Record<string, unknown>)[key], event.data);
  return whileTampered(
    sql,
    setEventField(event.eventId, keys, value),
    setEventField(event.eventId, keys, String(recorded)),
    probe,
  );
}

/**
 * Recomputes a stream's hash chain with the database's own function, as an attacker who edited an
 * event would, so that only the checkpoints can tell.
 */
export function rehashStream(streamId: string): Statement {
  return [
    `DO $$
     DECLARE event record; previous bytea := '\\x';
     BEGIN
       FOR event IN SELECT * FROM events WHERE stream_id = '${streamId.replace(/'/g, "''")}' ORDER BY stream_version LOOP
         previous := sha256(previous || convert_to(event_chain_content(event.stream_id, event.stream_version,
           event.event_id, event.event_type, event.data, event.metadata, event.created_at), 'UTF8'));
         UPDATE events SET hash = previous WHERE global_position = event.global_position;
       END LOOP;
     END $$`,
  ];
}
