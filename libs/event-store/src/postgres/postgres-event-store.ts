// The PostgreSQL adapter of the EventStore port (pg pool and PGlite through one SqlClient).
// A plain append is ONE statement in autocommit: the version check and the insert travel together,
// so an append costs one round trip and one commit (group commit does the rest). Conflicts,
// re-appends and races are sorted out after the fact, on the rare path only.
// This file holds the store: appending (with its retries) and reading. Beside it: the append
// statements and their rare paths (postgres-append.ts), stream snapshots (stream-snapshots.ts),
// the shared window of the log's newest events (log-window.ts), group commit (append-batcher.ts)
// and the tables (event-store.migrations.ts).
import {
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type NewEvent,
  type Projection,
  type RecordedEvent,
  type Snapshot,
  type SqlLog,
  LOG_START,
  compareLogPositions,
} from '../event-store.port';
import { randomBytes } from 'node:crypto';
import { isUuid, validateEventIds } from '../event-ids';
import { runMigrations } from '../sql/migrator';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import { eventStoreMigrations } from './event-store.migrations';
import { AppendBatcher, type AppendBatcherOptions } from './append-batcher';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-rows';
import { deriveKey } from './log-integrity';
import { LogWindow, type LogWindowOptions } from './log-window';
import {
  MAX_APPEND_ATTEMPTS,
  appendNothing,
  appendStatement,
  appended,
  findRecorded,
  uniqueViolation,
  type AppendedRow,
  type Attempt,
} from './postgres-append';
import { loadStreamSnapshot, saveStreamSnapshot, type RejectedSnapshot } from './stream-snapshots';

export {
  REFUSED_SNAPSHOT_MARK,
  decodeState,
  encodeState,
  verifySnapshot,
  type RejectedSnapshot,
} from './stream-snapshots';

export interface PostgresEventStoreOptions {
  /** Projections applied in the append's transaction on every append (plus any given per append). */
  inlineProjections?: readonly Projection[];
  /** Upcasts an event of an older data shape when it is read (readStream, readAll). */
  upcast?: (event: RecordedEvent) => RecordedEvent;
  /**
   * Group commit: concurrent appends to different streams share one transaction (AppendBatcher).
   * Each append keeps its own outcome; the port's semantics do not change. Off: one transaction each.
   */
  batchAppends?: boolean | AppendBatcherOptions;
  /**
   * The integrity key (LEDGER_CHECKPOINT_KEY; never stored in the database): snapshots are signed
   * with a key derived from it. Without one, a random key per process: snapshots then only serve the
   * process that saved them.
   */
  integrityKey?: string | Buffer;
  /** Told about every snapshot the loader refused (the stream is then folded from its log). */
  onRejectedSnapshot?: (rejected: RejectedSnapshot) => void;
  /**
   * readAll and readAllOfTypes share one in-memory window of the log's newest events (LogWindow):
   * the process's readers fetch each new event once between them. Off: every read goes to the table.
   */
  logWindow?: boolean | LogWindowOptions;
}

/** Only below the oldest transaction in flight: a late commit can never be passed over. */
const READ_ALL_SQL = `SELECT ${EVENT_COLUMNS} FROM events e
WHERE (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
  AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY e.transaction_id, e.global_position
LIMIT $3::integer`;

/** readAll of some types only. */
const READ_ALL_OF_TYPES_SQL = `SELECT ${EVENT_COLUMNS} FROM events e
WHERE (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
  AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  AND e.event_type = ANY($4::text[])
ORDER BY e.transaction_id, e.global_position
LIMIT $3::integer`;

const HEAD_POSITION_SQL = `SELECT e.transaction_id::text AS transaction_id_text, e.global_position::text AS global_position_text
FROM events e WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`;

/** Every committed event, even above a transaction still in flight. */
const WRITTEN_HEAD_SQL = `SELECT e.transaction_id::text AS transaction_id_text, e.global_position::text AS global_position_text
FROM events e ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`;

export class PostgresEventStore implements SqlLog {
  private readonly inlineProjections: readonly Projection[];
  private readonly upcast: ((event: RecordedEvent) => RecordedEvent) | undefined;
  private readonly batcher: AppendBatcher | null;
  private readonly snapshotKey: Buffer;
  private readonly onRejectedSnapshot: (rejected: RejectedSnapshot) => void;
  private readonly window: LogWindow | null;

  /** The store on a database whose event tables it creates first (idempotent: applied migrations are skipped). */
  static async open(sql: SqlClient, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await runMigrations(sql, eventStoreMigrations);
    return new PostgresEventStore(sql, options);
  }

  constructor(
    readonly sql: SqlClient,
    options: PostgresEventStoreOptions = {},
  ) {
    this.inlineProjections = options.inlineProjections ?? [];
    this.upcast = options.upcast;
    this.snapshotKey = deriveKey(options.integrityKey ?? randomBytes(32), 'snapshot');
    this.onRejectedSnapshot = options.onRejectedSnapshot ?? (() => undefined);
    this.window = options.logWindow
      ? new LogWindow(
          (after, limit) => this.readAllWith(this.sql, after, limit),
          options.logWindow === true ? {} : options.logWindow,
        )
      : null;
    this.batcher = options.batchAppends
      ? new AppendBatcher(
          sql,
          (append) => this.appendAlone(append.streamId, append.events, append.expected, append.projections),
          options.batchAppends === true ? {} : options.batchAppends,
        )
      : null;
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) return appendNothing(this.sql, streamId, expected);
    validateEventIds(events);
    const projections = options.inline?.length
      ? [...this.inlineProjections, ...options.inline]
      : this.inlineProjections;
    if (this.batcher) return this.batcher.append({ streamId, events, expected, projections });
    return this.appendAlone(streamId, events, expected, projections);
  }

  /** One append in its own statement (and transaction when projections run inline). */
  private async appendAlone(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    projections: readonly Projection[],
  ): Promise<AppendResult> {
    const expectedVersion = expected === 'any' ? null : expected === 'no_stream' ? 0 : expected;
    const statement = appendStatement(streamId, expectedVersion, events);
    const append = async (executor: SqlExecutor): Promise<Attempt> => {
      const { rows } = await executor.query<AppendedRow>(statement.text, statement.params, { name: statement.name });
      return rows.length === 0
        ? { kind: 'version-mismatch' }
        : { kind: 'appended', result: appended(streamId, events, rows) };
    };

    for (let attempt = 1; ; attempt++) {
      try {
        const outcome =
          projections.length === 0
            ? await append(this.sql)
            : await this.sql.transaction(async (tx) => {
                const inTransaction = await append(tx);
                if (inTransaction.kind === 'appended') {
                  for (const projection of projections) await projection.apply(tx, inTransaction.result.events);
                }
                return inTransaction;
              });
        if (outcome.kind === 'appended') return outcome.result;
        // Nothing was written. A retry of an append that already happened is not a conflict.
        const recorded = await findRecorded(this.sql, streamId, events);
        if (recorded.result) return recorded.result;
        // The competing append rolled back since: the expected version holds again.
        if (recorded.currentVersion === expectedVersion && attempt < MAX_APPEND_ATTEMPTS) continue;
        throw new WrongExpectedVersionError(streamId, expected, recorded.currentVersion);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (!constraint || attempt >= MAX_APPEND_ATTEMPTS) throw error;
        // A concurrent append committed first: the same events (a re-append), or others.
        const recorded = await findRecorded(this.sql, streamId, events);
        if (recorded.result) return recorded.result;
        if (constraint === 'events_stream_version_key' && expected !== 'any') {
          throw new WrongExpectedVersionError(streamId, expected, recorded.currentVersion);
        }
        // 'any' lost a race on the version, or the holder of an event id rolled back: go again.
      }
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number; limit?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events e WHERE e.stream_id = $1 AND e.stream_version > $2::integer
       ORDER BY e.stream_version LIMIT $3::integer`,
      [streamId, options.fromVersion ?? 0, options.limit ?? null],
      { name: 'event_store_read_stream' },
    );
    return rows.map((row) => this.toEvent(row));
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.sql.query<{ version: number | string }>(
      'SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1',
      [streamId],
      { name: 'event_store_stream_version' },
    );
    return Number(rows[0].version);
  }

  async hasEvent(streamId: string, eventId: string): Promise<boolean> {
    if (!isUuid(eventId)) return false;
    const { rows } = await this.sql.query(
      'SELECT 1 FROM events WHERE event_id = $1::uuid AND stream_id = $2',
      [eventId.toLowerCase(), streamId],
      { name: 'event_store_has_event' },
    );
    return rows.length > 0;
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const page = await this.window?.read(after, limit);
    return page ? page.events : this.readAllWith(this.sql, after, limit);
  }

  /** readAll through a given executor: a subscription reads inside the transaction that applies. */
  async readAllWith(executor: SqlExecutor, after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await executor.query<EventRow>(
      READ_ALL_SQL,
      [after.transactionId.toString(), after.globalPosition.toString(), limit],
      { name: 'event_store_read_all' },
    );
    return rows.map((row) => this.toEvent(row));
  }

  /**
   * Both reads share one snapshot (repeatable read): every event up to the head it reports was
   * visible to the page's read, so a partial page has truly seen everything of its types up to it.
   */
  async readAllOfTypes(after: LogPosition, limit: number, types: readonly string[]): Promise<LogPage> {
    const page = await this.window?.read(after, limit, new Set(types));
    if (page) return page;
    return this.sql.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const { rows } = await tx.query<EventRow>(
        READ_ALL_OF_TYPES_SQL,
        [after.transactionId.toString(), after.globalPosition.toString(), limit, [...types]],
        { name: 'event_store_read_all_of_types' },
      );
      const events = rows.map((row) => this.toEvent(row));
      const last = events[events.length - 1];
      if (events.length >= limit)
        return { events, end: { transactionId: last.transactionId, globalPosition: last.globalPosition } };
      const head = await this.headPosition(tx);
      return { events, end: compareLogPositions(head, after) > 0 ? head : after };
    });
  }

  /** The last position readAll can deliver now (LOG_START for an empty log). */
  headPosition(executor: SqlExecutor = this.sql): Promise<LogPosition> {
    return this.lastPosition(executor, HEAD_POSITION_SQL);
  }

  /** The last committed event, past the horizon of transactions in flight (on this server, in any database). */
  writtenHead(): Promise<LogPosition> {
    return this.lastPosition(this.sql, WRITTEN_HEAD_SQL);
  }

  private async lastPosition(executor: SqlExecutor, text: string): Promise<LogPosition> {
    const { rows } = await executor.query<{ transaction_id_text: string; global_position_text: string }>(text);
    if (rows.length === 0) return LOG_START;
    return { transactionId: BigInt(rows[0].transaction_id_text), globalPosition: BigInt(rows[0].global_position_text) };
  }

  /**
   * Keeps the newest snapshot per stream and state shape, signed and bound to the stream's event
   * hash at its version (stream-snapshots.ts).
   */
  saveSnapshot<State>(snapshot: Snapshot<State>): Promise<void> {
    return saveStreamSnapshot(this.sql, this.snapshotKey, snapshot);
  }

  /** The stream's snapshot of this shape, only when it still verifies (stream-snapshots.ts). */
  loadSnapshot<State>(streamId: string, schema: string): Promise<Snapshot<State> | null> {
    return loadStreamSnapshot(this.sql, this.snapshotKey, this.onRejectedSnapshot, streamId, schema);
  }

  private toEvent(row: EventRow): RecordedEvent {
    const event = toRecordedEvent(row);
    return this.upcast ? this.upcast(event) : event;
  }
}
