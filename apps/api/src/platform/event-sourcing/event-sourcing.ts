// The runtime of the registrations (event-sourced-feature.ts): a stream runner per stream kind, with
// the kind's inline read models; the registered read models' tables (migrations, before any
// context starts) and their async subscriptions; what process managers need. One per process.
// The async read models' polling loops are background work (ROLE worker or all; their checkpoint
// row lock keeps two processes from applying a batch twice); an API process still catches one up
// on demand (subscription(name).waitFor).
//
// On a log without transactions (EventStoreDB) every read model, the inline ones included, is fed
// by a checkpointed subscription in the SQL database (an inline one sees only its kinds' events,
// as it does in the append), and so is a mirror of the log in the `events` table; each append waits
// until those of its kind and the mirror have passed it, and process managers follow the log only
// as far as every one of them has (ProjectedFeed). One watcher follows the log's head and wakes them
// all when events arrive (they poll rarely themselves), rather than each polling the server.
import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  CheckpointedSubscription,
  compareLogPositions,
  LOG_START,
  LogTail,
  EVENTS_MIRROR,
  eventsMirror,
  isSqlLog,
  runMigrations,
  type EventStore,
  type LogPosition,
  type Migration,
  type Projection,
  type SqlClient,
} from '@lootledger/event-store';
import type { ClusterSignals } from '../cluster/cluster-signals';
import type { Leases } from '../cluster/leases';
import { registeredReadModels } from './event-sourced-feature';
import { PROCESS_MANAGER_MIGRATIONS, type ProcessManagerDeps } from './process-manager';
import { ProjectedFeed } from './projected-feed';
import { isInline, type ReadModel } from './read-model';
import type { StreamKind } from './stream-kind';
import { StreamRunner, type OutsideTheLog } from './stream-runner';

/** Every registered read model's migrations, and the process managers' tables. */
export function eventSourcingMigrations(readModels: readonly ReadModel[] = registeredReadModels()): Migration[] {
  return [...PROCESS_MANAGER_MIGRATIONS, ...readModels.flatMap((model) => model.migrations)];
}

/** On EventStoreDB: how often the one watcher looks for new events, and the subscriptions' own (backstop) pause. */
const WATCH_INTERVAL_MS = 50;
const BACKSTOP_POLL_MS = 1_000;

/** What a process of a fleet brings (platform/cluster) and whether it runs background work (ROLE). */
export interface EventSourcingFleet {
  leases: Leases;
  signals: ClusterSignals;
  runsBackgroundWork: boolean;
}

export interface EventSourcingOptions {
  /**
   * How long an append on EventStoreDB waits for its read models before it answers anyway (a
   * stuck read model is logged; the answer's later reads may then be stale).
   */
  readOwnWritesTimeoutMs?: number;
}

export class EventSourcing
  implements ProcessManagerDeps, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('EventSourcing');
  private readonly runners = new Map<StreamKind<unknown>, StreamRunner<unknown>>();
  private readonly subscriptions = new Map<string, CheckpointedSubscription>();
  /** The log itself (appends, stream reads); `store` is what process managers follow. */
  readonly log: EventStore;
  /** Set on a log without transactions: appends complete outside it (stream-runner.ts). */
  private readonly outside: OutsideTheLog | undefined;
  private readonly feed: EventStore;
  /** On EventStoreDB: the one follower of the log's head that wakes the subscriptions. */
  private readonly watcher: LogTail | undefined;
  /** Resolves when the application starts shutting down: appends stop waiting for read models then. */
  private readonly closing: Promise<void>;
  private close: () => void = () => undefined;

  readonly leases: Leases;
  readonly signals: ClusterSignals;
  readonly runsBackgroundWork: boolean;

  constructor(
    store: EventStore,
    readonly sql: SqlClient,
    fleet: EventSourcingFleet,
    private readonly options: EventSourcingOptions = {},
  ) {
    this.leases = fleet.leases;
    this.signals = fleet.signals;
    this.runsBackgroundWork = fleet.runsBackgroundWork;
    this.log = store;
    this.outside = isSqlLog(store)
      ? undefined
      : { sql, readOwnWrites: (kind, position) => this.readOwnWrites(kind, position) };
    this.feed = this.outside ? new ProjectedFeed(store, () => this.horizon()) : store;
    this.closing = new Promise<void>((resolve) => (this.close = resolve));
    if (this.outside) {
      this.watcher = new LogTail(store, {
        pollIntervalMs: WATCH_INTERVAL_MS,
        batchSize: 100,
        onError: (error) => this.logger.warn(`log watcher: ${String(error)}`),
      });
      this.watcher.subscribe(() => {
        for (const subscription of this.subscriptions.values()) subscription.poke();
      });
    }
  }

  /** The runtime on a database whose tables it creates first (idempotent: applied migrations are skipped). */
  static async open(
    store: EventStore,
    sql: SqlClient,
    fleet: EventSourcingFleet,
    options: EventSourcingOptions = {},
  ): Promise<EventSourcing> {
    await runMigrations(sql, eventSourcingMigrations());
    return new EventSourcing(store, sql, fleet, options);
  }

  /** What process managers follow: the log, or on EventStoreDB the log as far as every read model has applied it. */
  get store(): EventStore {
    return this.feed;
  }

  /** Whether read models follow subscriptions only (EventStoreDB). */
  get readModelsFollowTheLog(): boolean {
    return this.outside !== undefined;
  }

  /** The runner of a stream kind (one per kind and process: its state cache is shared). */
  runner<State>(kind: StreamKind<State>): StreamRunner<State> {
    let runner = this.runners.get(kind as StreamKind<unknown>);
    if (!runner) {
      runner = new StreamRunner(
        kind as StreamKind<unknown>,
        this.outside ? { store: this.log, inline: () => [], outside: this.outside } : { store: this.log },
      );
      this.runners.set(kind as StreamKind<unknown>, runner);
    }
    return runner as StreamRunner<State>;
  }

  /**
   * The subscription feeding a read model fed asynchronously (to wait for a position in tests and
   * reads): the async ones, and on EventStoreDB every one, and the log's mirror (EVENTS_MIRROR).
   */
  subscription(readModelName: string): CheckpointedSubscription {
    let subscription = this.subscriptions.get(readModelName);
    if (subscription) return subscription;
    if (readModelName === EVENTS_MIRROR && this.outside) {
      subscription = this.subscribe(eventsMirror, EVENTS_MIRROR, {});
    } else {
      const model = registeredReadModels().find((candidate) => candidate.name === readModelName);
      if (!model || (isInline(model) && !this.outside)) throw new Error(`no async read model ${readModelName}`);
      subscription = isInline(model)
        ? this.subscribe(onlyKinds(model.projection, model.feed.inline), model.name, {})
        : this.subscribe(model.projection, model.name, 'async' in model.feed ? model.feed.async : {});
    }
    this.subscriptions.set(readModelName, subscription);
    return subscription;
  }

  /** Every subscription this runtime runs (the async read models; on EventStoreDB all of them and the mirror). */
  followers(): CheckpointedSubscription[] {
    const names = registeredReadModels()
      .filter((model) => this.outside || !isInline(model))
      .map((model) => model.name);
    return [...(this.outside ? [EVENTS_MIRROR] : []), ...names].map((name) => this.subscription(name));
  }

  /** Resolves once every subscription this runtime runs has applied the log up to `position` (tests, tools). */
  async caughtUpTo(position: LogPosition, timeoutMs = 30_000): Promise<void> {
    await Promise.all(this.followers().map((subscription) => subscription.waitFor(position, timeoutMs)));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runsBackgroundWork) return;
    for (const subscription of this.followers()) subscription.start();
    await this.watcher?.start();
  }

  /**
   * Before any shutdown hook: appends still in flight (a process manager's pass) stop waiting for
   * read models whose subscriptions and database are about to close; their work is done.
   */
  beforeApplicationShutdown(): void {
    this.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.watcher?.stop();
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
  }

  private subscribe(
    projection: Projection,
    name: string,
    feed: { batchSize?: number; pollIntervalMs?: number },
  ): CheckpointedSubscription {
    return new CheckpointedSubscription(this.log, projection, {
      name,
      sql: this.sql,
      batchSize: feed.batchSize,
      // On EventStoreDB the watcher wakes them; their own look is a backstop.
      pollIntervalMs: this.outside ? Math.max(feed.pollIntervalMs ?? 0, BACKSTOP_POLL_MS) : feed.pollIntervalMs,
      onError: (error) => this.logger.warn(`${name}: batch failed, retrying: ${String(error)}`),
    });
  }

  /** Waits until the read models of this kind and the mirror have applied the log up to `position`. */
  private async readOwnWrites(kind: StreamKind<unknown>, position: LogPosition): Promise<void> {
    const following = registeredReadModels()
      .filter((model) => isInline(model) && model.feed.inline.includes(kind))
      .map((model) => model.name);
    const timeoutMs = this.options.readOwnWritesTimeoutMs ?? 10_000;
    try {
      await Promise.race([
        Promise.all([EVENTS_MIRROR, ...following].map((name) => this.subscription(name).waitFor(position, timeoutMs))),
        this.closing,
      ]);
    } catch (error) {
      this.logger.warn(`an append of ${kind.name} answers before its read models caught up: ${String(error)}`);
    }
  }

  /**
   * How far every subscription has applied the log (what process managers and the log tail may
   * see): where this process's subscriptions stand, or in a process that runs none of them (ROLE=api)
   * where the workers' stored checkpoints stand.
   */
  private async horizon(): Promise<LogPosition> {
    const followers = this.followers();
    if (this.runsBackgroundWork) {
      return followers
        .map((subscription) => subscription.checkpoint)
        .reduce((low, position) => (compareLogPositions(position, low) < 0 ? position : low));
    }
    const names = followers.map((subscription) => subscription.name);
    const { rows } = await this.sql.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = ANY($1)`,
      [names],
    );
    if (rows.length < names.length) return LOG_START;
    return rows
      .map((row) => ({ transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) }))
      .reduce((low, position) => (compareLogPositions(position, low) < 0 ? position : low));
  }
}

/** An inline read model's projection, fed from the whole log: it sees only its kinds' events. */
function onlyKinds(projection: Projection, kinds: readonly StreamKind<unknown>[]): Projection {
  const ours = (streamId: string) => kinds.some((kind) => kind.idOf(streamId) !== null);
  return {
    name: projection.name,
    apply: async (tx, events) => {
      const mine = events.filter((event) => ours(event.streamId));
      if (mine.length > 0) await projection.apply(tx, mine);
    },
  };
}
