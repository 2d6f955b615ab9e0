// The contract suite's shared ground (event-store.contract.ts composes the behaviour groups of
// this folder on it): the fixture and capabilities a store brings, the live state each test runs
// on (the store, the read models' database, the stream-id prefix that keeps tests apart), the
// helpers the groups share (read-model tables, readable positions, capability skips) and the test
// events and projections they append and apply.
import { randomUUID } from 'node:crypto';
import {
  compareLogPositions,
  LOG_START,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type Projection,
  type RecordedEvent,
} from '../../event-store.port';
import type { SqlClient } from '../../sql/sql-client';
import {
  CheckpointedSubscription,
  type CheckpointedSubscriptionOptions,
} from '../../subscriptions/checkpointed-subscription';

export interface EventStoreFixture {
  store: EventStore;
  /** The database of read models and subscription checkpoints (the store's own for a SQL log). */
  sql: SqlClient;
  /** The same log, read through an upcaster. */
  withUpcast(upcast: (event: RecordedEvent) => RecordedEvent): EventStore;
  close(): Promise<void>;
}

export interface ContractCapabilities {
  /**
   * What the store cannot do, each with the reason (absent: it can). The tests that need it are
   * skipped, with the reason in their title.
   */
  missing?: {
    /** Several connections at once (PostgreSQL): needed to hold one transaction open while others commit. */
    concurrentConnections?: string;
    /** Projections applied in the append's own transaction (AppendOptions.inline): SQL adapters only. */
    inlineProjections?: string;
    /** An event id recorded in one stream is refused in every other stream (EventIdConflictError). */
    crossStreamEventIds?: string;
  };
}

type Capability = keyof NonNullable<ContractCapabilities['missing']>;

/** What the behaviour groups run on: the live state (set by the suite's hooks) and shared helpers. */
export interface ContractContext {
  /** Set once for the suite (beforeAll). */
  fixture: EventStoreFixture;
  store: EventStore;
  sql: SqlClient;
  /** Set before each test (beforeEach): every stream and table of the test carries it. */
  prefix: string;
  readonly missing: NonNullable<ContractCapabilities['missing']>;
  /** Whether the store applies inline projections. */
  readonly inlineProjections: boolean;
  /** A test that needs capabilities: skipped, with the reason in its title, when the store lacks one. */
  needs(needed: readonly Capability[]): (name: string, fn: () => Promise<void>) => void;
  streamOf(name: string): string;
  /** A subscription whose read model and checkpoint live in the fixture's SQL database. */
  subscribe(projection: Projection, options?: CheckpointedSubscriptionOptions): CheckpointedSubscription;
  /** The events of this test's streams. */
  ours(events: readonly RecordedEvent[]): RecordedEvent[];
  readModelTable(): Promise<string>;
  readModelRows(table: string): Promise<string[]>;
  storedCheckpoint(name: string): Promise<LogPosition>;
  /**
   * Waits until readAll can deliver up to a position. Any transaction in flight on the server,
   * even in another database (other test runs), holds the readable end back for a moment.
   */
  readable(position: LogPosition): Promise<void>;
  allOfOurs(): Promise<RecordedEvent[]>;
  labels(events: readonly RecordedEvent[]): string[];
}

/** The context of one run of the suite; its live state is filled in by the suite's hooks. */
export function contractContext(capabilities: ContractCapabilities): ContractContext {
  const missing = capabilities.missing ?? {};
  const context: ContractContext = {
    fixture: undefined as unknown as EventStoreFixture,
    store: undefined as unknown as EventStore,
    sql: undefined as unknown as SqlClient,
    prefix: '',
    missing,
    inlineProjections: missing.inlineProjections === undefined,
    needs(needed) {
      const reasons = needed.filter((capability) => missing[capability] !== undefined).map((c) => missing[c]!);
      return reasons.length === 0
        ? it
        : (name: string, fn: () => Promise<void>) => it.skip(`${name} [skipped: ${reasons.join('; ')}]`, fn);
    },
    streamOf: (name) => `${context.prefix}-${name}`,
    subscribe: (projection, options = {}) =>
      new CheckpointedSubscription(context.store, projection, { ...options, sql: context.sql }),
    ours: (events) => events.filter((event) => event.streamId.startsWith(context.prefix)),

    async readModelTable() {
      const table = `read_model_${context.prefix}`;
      await context.sql.query(
        `CREATE TABLE ${table} (stream_id text NOT NULL, stream_version integer NOT NULL, event_id uuid NOT NULL)`,
      );
      return table;
    },

    async readModelRows(table) {
      const { rows } = await context.sql.query<{ stream_id: string; stream_version: number }>(
        `SELECT stream_id, stream_version FROM ${table} ORDER BY stream_id, stream_version`,
      );
      return rows.map((row) => `${row.stream_id}@${row.stream_version}`);
    },

    async storedCheckpoint(name) {
      const { rows } = await context.sql.query<{ tx: string; pos: string }>(
        'SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1',
        [name],
      );
      return { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) };
    },

    async readable(position) {
      const deadline = Date.now() + 10_000;
      while (compareLogPositions(await context.store.headPosition(), position) < 0) {
        if (Date.now() > deadline) throw new Error('the log did not become readable up to the position within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },

    async allOfOurs() {
      return context.ours(await context.store.readAll(LOG_START, 1_000_000));
    },

    labels: (events) => [...events].map((event) => `${event.streamId}@${event.streamVersion}`).sort(),
  };
  return context;
}

export function anEvent(type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent {
  return { eventId: randomUUID(), type, data };
}

export function someEvents(count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => anEvent(type, { index }));
}

/** A read model that records which events it saw: no primary key, so a duplicate would show. */
export function recordingProjection(
  name: string,
  table: string,
  prefix: string,
  crashOn?: (event: RecordedEvent) => boolean,
): Projection {
  return {
    name,
    async apply(tx, events) {
      for (const event of events) {
        if (!event.streamId.startsWith(prefix)) continue;
        await tx.query(`INSERT INTO ${table} (stream_id, stream_version, event_id) VALUES ($1, $2, $3)`, [
          event.streamId,
          event.streamVersion,
          event.eventId,
        ]);
        // Crashes after writing: the write must roll back with the rest of the transaction.
        if (crashOn?.(event)) throw new Error(`projection crashed on ${event.streamId}@${event.streamVersion}`);
      }
    },
  };
}
