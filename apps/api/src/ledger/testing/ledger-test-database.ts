// A fresh database with the event store and the ledger's read models, for int tests: a new
// PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite.
import {
  createSqlClient,
  eventStoreMigrations,
  PostgresEventStore,
  runMigrations,
  type SqlClient,
} from '@lootledger/event-store';
import { eventSourcingMigrations, registerFeature, type ReadModel } from '../../platform/event-sourcing';
import { createTestDatabase } from '../../platform/testing/test-database';
import { PlayerAccountService, type PlayerAccountServiceOptions } from '../player-account/player-account.service';
import { LEDGER_FEATURE, LEDGER_READ_MODELS } from '../projections/ledger-read-models';

export interface LedgerTestDatabase {
  sql: SqlClient;
  store: PostgresEventStore;
  /** A service with its own runner (one simulated process), projecting the registered read models inline. */
  accounts(options?: Partial<PlayerAccountServiceOptions>): PlayerAccountService;
  close(): Promise<void>;
}

/** The ledger's tables, and those of any other read models the test registers and passes. */
export async function openLedgerTestDatabase(readModels: readonly ReadModel[] = []): Promise<LedgerTestDatabase> {
  registerFeature(LEDGER_FEATURE);
  const database = await createTestDatabase('ll_ledger');
  const sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
  await runMigrations(sql, eventStoreMigrations);
  await runMigrations(sql, eventSourcingMigrations([...LEDGER_READ_MODELS, ...readModels]));
  const store = new PostgresEventStore(sql);
  return {
    sql,
    store,
    accounts: (options = {}) => PlayerAccountService.over(store, options),
    async close() {
      await sql.close();
      // pg's pool.end() resolves before its sockets are closed; a forced DROP DATABASE at that
      // moment makes a closing client emit an unhandled 'error'. Let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.drop();
    },
  };
}
