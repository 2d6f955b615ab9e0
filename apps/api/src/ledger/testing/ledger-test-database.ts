// A fresh database with the event store and the ledger's read models, for int tests: a new
// PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite.
import {
  createSqlClient,
  eventStoreMigrations,
  PostgresEventStore,
  runMigrations,
  type SqlClient,
} from '@lootledger/event-store';
import { createTestDatabase } from '../../platform/testing/test-database';
import { PlayerAccountService, type PlayerAccountServiceOptions } from '../player-account/player-account.service';
import { LEDGER_MIGRATIONS } from '../projections/ledger-read-models';

export interface LedgerTestDatabase {
  sql: SqlClient;
  store: PostgresEventStore;
  accounts(options?: Partial<PlayerAccountServiceOptions>): PlayerAccountService;
  close(): Promise<void>;
}

export async function openLedgerTestDatabase(): Promise<LedgerTestDatabase> {
  const database = await createTestDatabase('ll_ledger');
  const sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
  await runMigrations(sql, eventStoreMigrations);
  await runMigrations(sql, LEDGER_MIGRATIONS);
  const store = new PostgresEventStore(sql);
  return {
    sql,
    store,
    accounts: (options = {}) => new PlayerAccountService(store, sql, options),
    async close() {
      await sql.close();
      // pg's pool.end() resolves before its sockets are closed; a forced DROP DATABASE at that
      // moment makes a closing client emit an unhandled 'error'. Let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.drop();
    },
  };
}
