// The process's event store: the PostgreSQL adapter (pg or PGlite) over the one SQL client. Shared
// and projection-free: the ledger hands its read-model projections to each append (inline), and
// contexts with async read models subscribe to it (CheckpointedSubscription).
import type { Provider } from '@nestjs/common';
import { PostgresEventStore, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from './tokens';

export const EVENT_STORE = Symbol('EVENT_STORE');

export const eventStoreProvider: Provider = {
  provide: EVENT_STORE,
  inject: [SQL_CLIENT],
  useFactory: async (sql: SqlClient) => {
    // Group commit: concurrent commands on different accounts share a transaction (outcomes stay per append).
    return PostgresEventStore.open(sql, { batchAppends: true });
  },
};
