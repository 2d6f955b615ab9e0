// Appends on a store without transactions (EventStoreDB): the read models follow subscriptions, so
// after an append the runner waits until those of its kind have passed it (read your own writes),
// and work that must commit with the append runs in a SQL transaction opened before the append and
// committed after it (docs/scaling-out.md, "EventStoreDB": what that cannot make atomic).
import type {
  AppendResult,
  EventStore,
  LogPosition,
  NewEvent,
  RecordedEvent,
  SqlClient,
  SqlExecutor,
} from '@lootledger/event-store';
import type { StreamKind } from './stream-kind';

/**
 * Work that must commit with the command's append or not at all (e.g. the staff audit-log entry of
 * a freeze): runs in the append's transaction, after the read models, only when the command appends.
 * Use only `tx` inside (PGlite is one connection). On EventStoreDB it runs in a SQL transaction
 * opened before the append (a refusal it throws stops the append), committed after it, with the
 * events about to be appended (their positions and times unknown yet): only a crash between the
 * append and that commit can separate them.
 */
export type InAppendTransaction = (tx: SqlExecutor, events: readonly RecordedEvent[]) => Promise<void>;

/** What a runner on a store without transactions needs: the read models' database, and their progress. */
export interface OutsideTheLog {
  sql: SqlClient;
  /** Resolves once the read models of this kind (and the log's mirror) have applied the log up to `position`. */
  readOwnWrites(kind: StreamKind<unknown>, position: LogPosition): Promise<void>;
}

/** Rolls back the work prepared for an append that turned out to be a re-append (nothing written). */
class NothingAppended extends Error {
  constructor(readonly result: AppendResult) {
    super('re-append: nothing written');
  }
}

/**
 * An append on a store without transactions: the work that must go with it is prepared in a SQL
 * transaction that commits only once the append succeeded (and wrote something); then the kind's
 * read models are waited for.
 */
export async function appendOutsideTheLog(
  store: EventStore,
  kind: StreamKind<unknown>,
  outside: OutsideTheLog,
  streamId: string,
  events: readonly NewEvent[],
  version: number,
  work: InAppendTransaction | undefined,
): Promise<AppendResult> {
  let appended: AppendResult;
  if (!work) {
    appended = await store.appendToStream(streamId, events, version);
  } else {
    try {
      appended = await outside.sql.transaction(async (tx) => {
        await work(
          tx,
          events.map((event, index) => pendingEvent(streamId, version + 1 + index, event)),
        );
        const result = await store.appendToStream(streamId, events, version);
        if (result.idempotent) throw new NothingAppended(result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof NothingAppended)) throw error;
      appended = error.result;
    }
  }
  await outside.readOwnWrites(kind, appended.lastPosition);
  return appended;
}

/** An event about to be appended, as work prepared before the append sees it (no position or time yet). */
function pendingEvent(streamId: string, streamVersion: number, event: NewEvent): RecordedEvent {
  return {
    globalPosition: -1n,
    transactionId: -1n,
    streamId,
    streamVersion,
    eventId: event.eventId,
    type: event.type,
    data: event.data,
    metadata: event.metadata ?? {},
    createdAt: new Date(),
  };
}
