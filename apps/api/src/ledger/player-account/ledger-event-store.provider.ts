// The event store the ledger appends to: the PostgreSQL adapter (pg or PGlite) over the process's
// one SQL client. The ledger hands its read-model projections to each append (inline), so the
// store itself stays shared and projection-free.
import type { Provider } from '@nestjs/common';
import { PostgresEventStore, eventStoreMigrations, runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

export const LEDGER_EVENT_STORE = Symbol('LEDGER_EVENT_STORE');

export const ledgerEventStoreProvider: Provider = {
  provide: LEDGER_EVENT_STORE,
  inject: [SQL_CLIENT],
  useFactory: async (sql: SqlClient) => {
    // Idempotent (the migrator skips applied ids): safe when another module runs them too.
    await runMigrations(sql, eventStoreMigrations);
    return new PostgresEventStore(sql);
  },
};
