// The process's event store: the PostgreSQL adapter (pg or PGlite) over the one SQL client. Shared
// and projection-free: the ledger hands its read-model projections to each append (inline), and
// contexts with async read models subscribe to it (CheckpointedSubscription).
import { Logger, type Provider } from '@nestjs/common';
import { PostgresEventStore, type SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { INTEGRITY_KEY, resolveIntegrityKey } from '../integrity/integrity-key';
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
  inject: [SQL_CLIENT, INTEGRITY_KEY, Metrics],
  useFactory: async (sql: SqlClient, integrityKey: string, metrics: Metrics) => {
    const logger = new Logger('EventStore');
    const store = await PostgresEventStore.open(sql, {
      // Group commit: concurrent commands on different accounts share a transaction (outcomes stay per append).
      batchAppends: true,
      integrityKey,
      onRejectedSnapshot: (snapshot) =>
        logger.error(
          `snapshot ${snapshot.schema} of ${snapshot.streamId} at v${snapshot.version} refused (${snapshot.reason}): the stream is folded from its log; run the audit`,
        ),
    });
    // Every append of the process is timed for GET /metrics (the store itself knows no metrics).
    const append = store.appendToStream.bind(store);
    store.appendToStream = (streamId, events, expected, options) =>
      metrics.timeAppend(() => append(streamId, events, expected, options));
    return store;
  },
};
