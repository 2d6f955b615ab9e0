// A read-model row that follows one stream: each event moves it forward with its change, its time
// and its stream version, only if the row is behind the event (upsert by stream version: a replayed
// or repeated event changes nothing, whatever order the feed delivers streams in).
import type { RecordedEvent, SqlExecutor } from '@lootledger/event-store';

/**
 * UPDATE table SET <set>, updated_at, stream_version WHERE <keyColumn> = key AND the row is behind.
 * In `set`, $1 is the key, $2 the stream version, $3 the event's time and $4... the params.
 */
export async function advanceRow(
  tx: SqlExecutor,
  table: string,
  keyColumn: string,
  key: string,
  event: RecordedEvent,
  set: string,
  params: readonly unknown[] = [],
): Promise<void> {
  await tx.query(
    `UPDATE ${table} SET ${set}, updated_at = $3, stream_version = $2 WHERE ${keyColumn} = $1 AND stream_version < $2`,
    [key, event.streamVersion, event.createdAt.toISOString(), ...params],
  );
}
