// The runtime of the registrations (event-sourced-feature.ts): a stream runner per stream kind, with
// the kind's inline read models; the registered read models' tables (migrations, before any
// context starts) and their async subscriptions; what process managers need. One per process.
// The async read models' polling loops are background work (ROLE worker or all; their checkpoint
// row lock keeps two processes from applying a batch twice); an API process still catches one up
// on demand (subscription(name).waitFor).
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CheckpointedSubscription,
  isSqlLog,
  runMigrations,
  type EventStore,
  type Migration,
  type SqlClient,
} from '@lootledger/event-store';
import type { ClusterSignals } from '../cluster/cluster-signals';
import type { Leases } from '../cluster/leases';
import { registeredReadModels } from './event-sourced-feature';
import { PROCESS_MANAGER_MIGRATIONS, type ProcessManagerDeps } from './process-manager';
import type { ReadModel } from './read-model';
import type { StreamKind } from './stream-kind';
import { StreamRunner } from './stream-runner';

/** Every registered read model's migrations, and the process managers' tables. */
export function eventSourcingMigrations(readModels: readonly ReadModel[] = registeredReadModels()): Migration[] {
  return [...PROCESS_MANAGER_MIGRATIONS, ...readModels.flatMap((model) => model.migrations)];
}

export class EventSourcing implements ProcessManagerDeps, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventSourcing');
  private readonly runners = new Map<StreamKind<unknown>, StreamRunner<unknown>>();
  private readonly subscriptions = new Map<string, CheckpointedSubscription>();

  constructor(
    readonly store: EventStore,
    readonly sql: SqlClient,
    readonly leases: Leases,
    readonly signals: ClusterSignals,
    readonly runsBackgroundWork: boolean,
  ) {}

  /** The runtime on a database whose tables it creates first (idempotent: applied migrations are skipped). */
  static async open(
    store: EventStore,
    sql: SqlClient,
    fleet: { leases: Leases; signals: ClusterSignals; runsBackgroundWork: boolean },
  ): Promise<EventSourcing> {
    await runMigrations(sql, eventSourcingMigrations());
    return new EventSourcing(store, sql, fleet.leases, fleet.signals, fleet.runsBackgroundWork);
  }

  /** The runner of a stream kind (one per kind and process: its state cache is shared). */
  runner<State>(kind: StreamKind<State>): StreamRunner<State> {
    let runner = this.runners.get(kind as StreamKind<unknown>);
    if (!runner) {
      runner = new StreamRunner(kind as StreamKind<unknown>, { store: this.store });
      this.runners.set(kind as StreamKind<unknown>, runner);
    }
    return runner as StreamRunner<State>;
  }

  /** The subscription feeding an async read model (to wait for a position in tests and reads). */
  subscription(readModelName: string): CheckpointedSubscription {
    let subscription = this.subscriptions.get(readModelName);
    if (subscription) return subscription;
    const model = registeredReadModels().find((candidate) => candidate.name === readModelName);
    if (!model || !('async' in model.feed)) throw new Error(`no async read model ${readModelName}`);
    if (!isSqlLog(this.store)) throw new Error(`async read model ${readModelName} needs a SQL log`);
    subscription = new CheckpointedSubscription(this.store, model.projection, {
      name: model.name,
      batchSize: model.feed.async.batchSize,
      pollIntervalMs: model.feed.async.pollIntervalMs,
      onError: (error) => this.logger.warn(`${model.name}: batch failed, retrying: ${String(error)}`),
    });
    this.subscriptions.set(readModelName, subscription);
    return subscription;
  }

  onApplicationBootstrap(): void {
    if (!this.runsBackgroundWork) return;
    for (const model of registeredReadModels()) {
      if ('async' in model.feed) this.subscription(model.name).start();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
  }
}
