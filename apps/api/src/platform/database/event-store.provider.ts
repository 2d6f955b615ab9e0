// The process's event store (EVENT_STORE): the PostgreSQL adapter (pg or PGlite) over the one SQL
// client, or the EventStoreDB adapter (EVENTSTORE_URL), whose read models, checkpoints and mirror
// of the log stay on the SQL client (docs/scaling-out.md, "EventStoreDB"). Shared and projection-free: the
// runtime hands read-model projections to each append (inline, PostgreSQL) or feeds them from
// checkpointed subscriptions (async; every read model on EventStoreDB).
import { Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import {
  EventStoreDbEventStore,
  eventStoreMigrations,
  PostgresEventStore,
  runMigrations,
  type EventStore,
  type RejectedSnapshot,
  type SqlClient,
} from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { INTEGRITY_KEY, resolveIntegrityKey } from '../integrity/integrity-key';
import { LogCheckpointer } from '../integrity/log-checkpointer';
import { Metrics } from '../metrics/metrics';
import { SQL_CLIENT } from './tokens';

export const EVENT_STORE = Symbol('EVENT_STORE');

export const integrityKeyProvider: Provider = {
  provide: INTEGRITY_KEY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => resolveIntegrityKey(config, { create: true }),
};

export const eventStoreProvider: Provider = {
  provide: EVENT_STORE,
  inject: [SQL_CLIENT, INTEGRITY_KEY, APP_CONFIG, Metrics, LogCheckpointer],
  useFactory: async (
    sql: SqlClient,
    integrityKey: string,
    config: AppConfig,
    metrics: Metrics,
    checkpointer: LogCheckpointer,
  ): Promise<EventStore> => {
    const logger = new Logger('EventStore');
    const onRejectedSnapshot = (snapshot: RejectedSnapshot) =>
      logger.error(
        `snapshot ${snapshot.schema} of ${snapshot.streamId} at v${snapshot.version} refused (${snapshot.reason}): the stream is folded from its log; run the audit`,
      );
    let store: EventStore;
    if (config.eventStore === 'eventstoredb') {
      // The events table still exists: it holds the mirror of the log (the queries and the audit read it).
      await runMigrations(sql, eventStoreMigrations);
      logger.log(`EventStoreDB at ${config.eventStoreUrl}; read models and the log's mirror in ${sql.dialect}`);
      store = EventStoreDbEventStore.connect(config.eventStoreUrl!, { integrityKey, onRejectedSnapshot });
    } else {
      store = await PostgresEventStore.open(sql, {
        // Group commit: concurrent commands on different accounts share a transaction (outcomes stay per append).
        batchAppends: true,
        // The process's log readers share one fetch of each new event.
        logWindow: true,
        integrityKey,
        onRejectedSnapshot,
      });
    }
    // Every append of the process is timed for GET /metrics (the store itself knows no metrics) and
    // counted for the log's checkpoints (a checkpoint every LEDGER_CHECKPOINT_EVERY_EVENTS, queued
    // off the append's path).
    const append = store.appendToStream.bind(store);
    store.appendToStream = (streamId, events, expected, options) =>
      metrics.timeAppend(async () => {
        const appended = await append(streamId, events, expected, options);
        checkpointer.appended(appended.events.length);
        return appended;
      });
    return store;
  },
};

/** Closes the EventStoreDB connection at shutdown (the PostgreSQL adapter shares the SQL client). */
export class EventStoreConnection implements OnApplicationShutdown {
  constructor(private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.store instanceof EventStoreDbEventStore) await this.store.close();
  }
}

export const eventStoreConnectionProvider: Provider = {
  provide: EventStoreConnection,
  inject: [EVENT_STORE],
  useFactory: (store: EventStore) => new EventStoreConnection(store),
};
