// A fresh database with the event store and the ledger's read models, for int tests: a new
// PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite.
import { PostgresEventStore, runMigrations, type SqlClient } from '@lootledger/event-store';
import {
  eventSourcingMigrations,
  registeredReadModels,
  registerFeature,
  type ReadModel,
} from '../../platform/event-sourcing';
import { openTestSql } from '../../platform/testing/test-database';
import { PlayerAccountService, type PlayerAccountServiceOptions } from '../player-account/player-account.service';
import { LEDGER_FEATURE, LEDGER_READ_MODELS } from '../projections/ledger-read-models';

export interface LedgerTestDatabase {
  sql: SqlClient;
  store: PostgresEventStore;
  /** A service with its own runner (one simulated process), projecting the registered read models inline. */
  accounts(options?: Partial<PlayerAccountServiceOptions>): PlayerAccountService;
  close(): Promise<void>;
}

/**
 * The ledger's tables, and those of any other read models the test passes or the process has
 * registered: a service projects every registered read model inline, and a worker that ran an
 * app's suite before has registered them all (features register once per process, as the
 * application's modules are imported).
 */
export async function openLedgerTestDatabase(readModels: readonly ReadModel[] = []): Promise<LedgerTestDatabase> {
  registerFeature(LEDGER_FEATURE);
  const { sql, close } = await openTestSql('ll_ledger');
  const store = await PostgresEventStore.open(sql);
  const tables = new Map(
    [...LEDGER_READ_MODELS, ...registeredReadModels(), ...readModels].map((model) => [model.name, model]),
  );
  await runMigrations(sql, eventSourcingMigrations([...tables.values()]));
  return { sql, store, accounts: (options = {}) => PlayerAccountService.over(store, options), close };
}
