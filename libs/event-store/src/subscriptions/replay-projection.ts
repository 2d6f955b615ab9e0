// Replays the log from its start through a projection that writes into fresh tables, with no
// checkpoint row: the audit rebuilds read models this way and compares them with the live ones.
// A log in the read model's database is read inside each batch's transaction; another log
// (EventStoreDB) is read before it.
import {
  compareLogPositions,
  isSqlLog,
  LOG_START,
  type EventStore,
  type LogPosition,
  type Projection,
  type RecordedEvent,
} from '../event-store.port';
import type { SqlClient } from '../sql/sql-client';

export interface ReplayOptions {
  /** Events per transaction. */
  batchSize?: number;
  /** Start after this position (default: the log's start). */
  after?: LogPosition;
  /** Stop at this position (inclusive); default: the readable end of the log when the replay began. */
  until?: LogPosition;
  /** The read model's database; defaults to the store's own when the store is a SQL log. */
  sql?: SqlClient;
}

export interface ReplayResult {
  /** Events applied. */
  events: number;
  /** Position of the last event applied (`after` when there was none). */
  position: LogPosition;
}

export async function replayProjection(
  store: EventStore,
  projection: Projection,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const sql = options.sql ?? (isSqlLog(store) ? store.sql : undefined);
  if (!sql) throw new TypeError('replayProjection: a store that is not a SQL log needs options.sql');
  const log = isSqlLog(store) && store.sql === sql ? store : null;
  const batchSize = options.batchSize ?? 1000;
  const until = options.until ?? (await store.headPosition());
  const upToUntil = (events: readonly RecordedEvent[]) =>
    events.filter((event) => compareLogPositions(event, until) <= 0);
  let position = options.after ?? LOG_START;
  let applied = 0;
  while (compareLogPositions(position, until) < 0) {
    const from = position;
    const batch = log
      ? await sql.transaction(async (tx) => {
          const events = upToUntil(await log.readAllWith(tx, from, batchSize));
          if (events.length > 0) await projection.apply(tx, events);
          return events;
        })
      : await (async () => {
          const events = upToUntil(await store.readAll(from, batchSize));
          if (events.length > 0) await sql.transaction((tx) => projection.apply(tx, events));
          return events;
        })();
    if (batch.length === 0) break;
    applied += batch.length;
    const last = batch[batch.length - 1];
    position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  return { events: applied, position };
}
