// The EventStore port: what the ledger and every process manager need from an event store.
// Adapters: PostgreSQL (pg pool and PGlite, one SQL code path); EventStoreDB behind the same port.
// The port never promises atomic writes across streams.
import type { SqlClient, SqlExecutor } from './sql/sql-client';

export interface EventMetadata {
  /** Who caused it: a player, a staff member or the system. */
  actor?: { type: 'player' | 'staff' | 'system'; id: string };
  correlationId?: string;
  causationId?: string;
  /** Version of the event's data shape; readers upcast older ones. */
  schema?: number;
  [key: string]: unknown;
}

/** An event to append. eventId makes the append idempotent (deterministic ids for process managers). */
export interface NewEvent<Type extends string = string, Data = Record<string, unknown>> {
  eventId: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = Record<string, unknown>> {
  readonly globalPosition: bigint;
  readonly transactionId: bigint;
  readonly streamId: string;
  /** 1 for a stream's first event. */
  readonly streamVersion: number;
  readonly eventId: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly createdAt: Date;
}

/** 'any', 'no_stream' (the stream must not exist), or the exact current version (0 = empty). */
export type ExpectedVersion = 'any' | 'no_stream' | number;

export interface AppendResult {
  /** The stream's version after the append (its current version when the append was a re-append). */
  nextExpectedVersion: number;
  /** Position of the last appended event (of the existing one when the append was a re-append). */
  lastGlobalPosition: bigint;
  /** The same event's position in the async feed: wait for it to read your own writes. */
  lastPosition: LogPosition;
  /** True when every event id was already in the stream: nothing was written. */
  idempotent: boolean;
  /** The events as recorded by this append (empty when it was a re-append). */
  events: readonly RecordedEvent[];
}

export interface AppendOptions {
  /**
   * Projections applied in the append's own transaction (read models that must reflect the append
   * when it returns). SQL adapters only: an adapter without transactions rejects the option.
   */
  inline?: readonly Projection[];
}

/** The position of an async reader: events are delivered in (transactionId, globalPosition) order. */
export interface LogPosition {
  transactionId: bigint;
  globalPosition: bigint;
}

export const LOG_START: LogPosition = { transactionId: 0n, globalPosition: 0n };

export interface LogPage {
  events: RecordedEvent[];
  /** Everything up to here was looked through (at least the last event's position). */
  end: LogPosition;
}

export interface Snapshot<State = unknown> {
  streamId: string;
  /** The stream version the state reflects. */
  version: number;
  /** Name+version of the state shape; a snapshot of another shape is ignored. */
  schema: string;
  state: State;
}

/** Compares two feed positions: negative when a is before b, 0 when equal, positive after. */
export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.globalPosition !== b.globalPosition) return a.globalPosition < b.globalPosition ? -1 : 1;
  return 0;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * An event id that is already recorded in another stream, or an append that repeats only some of
 * its stream's recorded ids: never a retry of one append, so never silently accepted.
 */
export class EventIdConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
    readonly recordedInStream: string,
  ) {
    super(
      recordedInStream === streamId
        ? `Stream ${streamId}: the append repeats only some of its recorded event ids (${eventId})`
        : `Stream ${streamId}: event id ${eventId} is already recorded in stream ${recordedInStream}`,
    );
    this.name = 'EventIdConflictError';
  }
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /** Events of one stream with streamVersion > fromVersion, in order. */
  readStream(streamId: string, options?: { fromVersion?: number; limit?: number }): Promise<RecordedEvent[]>;
  /** The current version of a stream (0 when it does not exist). */
  streamVersion(streamId: string): Promise<number>;
  /** Whether an event with this id is recorded in this stream (a command's earlier run). */
  hasEvent(streamId: string, eventId: string): Promise<boolean>;
  /**
   * The global log after a position, in (transactionId, globalPosition) order, only below the
   * oldest transaction still in flight: an event that commits late is never skipped.
   */
  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
  /** The last position readAll can deliver now (LOG_START for an empty log). */
  headPosition(): Promise<LogPosition>;
  /**
   * The last position written now (LOG_START for an empty log): readAll delivers it once every
   * transaction that was in flight before it has ended, so headPosition reaches it soon. A reader
   * that must have seen everything written so far (a test, a drain) reads until it gets there.
   */
  writtenHead(): Promise<LogPosition>;
  /**
   * The next events of some types after a position (same order and horizon as readAll), and how
   * far the log was looked through: the last event's position when the page is full, else the
   * readable head. A reader that moves its checkpoint to `end` never scans the other types again.
   */
  readAllOfTypes(after: LogPosition, limit: number, types: readonly string[]): Promise<LogPage>;
  saveSnapshot<State>(snapshot: Snapshot<State>): Promise<void>;
  loadSnapshot<State>(streamId: string, schema: string): Promise<Snapshot<State> | null>;
}

/**
 * A read model fed by the log. apply() runs inside the transaction that also moves the
 * projection's checkpoint (async subscription) or that appends the events (inline projection on
 * PostgreSQL), so each event is applied exactly once. Upsert by (streamId, streamVersion): the feed
 * follows transaction-id order, not commit order across streams.
 */
export interface Projection {
  readonly name: string;
  apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void>;
}

/**
 * A log kept in the same SQL database as the read models: a subscription reads the next events in
 * the transaction that applies them and moves its checkpoint (exactly once). The PostgreSQL adapter
 * is one; read models of another event store use a subscription of that store's own.
 */
export interface SqlLog extends EventStore {
  readonly sql: SqlClient;
  readAllWith(executor: SqlExecutor, after: LogPosition, limit: number): Promise<RecordedEvent[]>;
}

export function isSqlLog(store: EventStore): store is SqlLog {
  const candidate = store as Partial<SqlLog>;
  return typeof candidate.readAllWith === 'function' && typeof candidate.sql === 'object';
}
