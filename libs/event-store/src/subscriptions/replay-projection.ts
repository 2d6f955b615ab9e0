// Replays the log from its start through a projection that writes into fresh tables, with no
// checkpoint row: the audit rebuilds read models this way and compares them with the live ones.
import { compareLogPositions, LOG_START, type LogPosition, type Projection, type SqlLog } from '../event-store.port';

export interface ReplayOptions {
  /** Events per transaction. */
  batchSize?: number;
  /** Start after this position (default: the log's start). */
  after?: LogPosition;
  /** Stop at this position (inclusive); default: the readable end of the log when the replay began. */
  until?: LogPosition;
}

export interface ReplayResult {
  /** Events applied. */
  events: number;
  /** Position of the last event applied (`after` when there was none). */
  position: LogPosition;
}

export async function replayProjection(
  store: SqlLog,
  projection: Projection,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const batchSize = options.batchSize ?? 1000;
  const until = options.until ?? (await store.headPosition());
  let position = options.after ?? LOG_START;
  let applied = 0;
  while (compareLogPositions(position, until) < 0) {
    const from = position;
    const batch = await store.sql.transaction(async (tx) => {
      const events = (await store.readAllWith(tx, from, batchSize)).filter(
        (event) => compareLogPositions(event, until) <= 0,
      );
      if (events.length > 0) await projection.apply(tx, events);
      return events;
    });
    if (batch.length === 0) break;
    applied += batch.length;
    const last = batch[batch.length - 1];
    position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  return { events: applied, position };
}
