// A fresh database with the event store and the ledger's read models, for int tests: a new
// PostgreSQL database when DATABASE_URL is set, else an in-memory PGlite.
import { PostgresEventStore, runMigrations, type SqlClient } from '@lootledger/event-store';
import { eventSourcingMigrations, registerFeature, type ReadModel } from '../../platform/event-sourcing';
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

/** The ledger's tables, and those of any other read models the test registers and passes. */
export async function openLedgerTestDatabase(readModels: readonly ReadModel[] = []): Promise<LedgerTestDatabase> {
  registerFeature(LEDGER_FEATURE);
  const { sql, close } = await openTestSql('ll_ledger');
  const store = await PostgresEventStore.open(sql);
  await runMigrations(sql, eventSourcingMigrations([...LEDGER_READ_MODELS, ...readModels]));
  return { sql, store, accounts: (options = {}) => PlayerAccountService.over(store, options), close };
}
