// Runs the event store contract on embedded PGlite (always) and on PostgreSQL (when DATABASE_URL
// is set, in a fresh database per run).
import { runMigrations } from '../sql/migrator';
import { createSqlClient } from '../sql/sql-client';
import { describeEventStoreContract, type EventStoreFixture } from '../testing/event-store.contract';
import { createTestDatabase } from '../testing/test-database';
import { eventStoreMigrations } from './event-store.migrations';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';

async function pgliteFixture(options: PostgresEventStoreOptions = {}): Promise<EventStoreFixture> {
  const sql = await createSqlClient({ dataDir: 'memory://' });
  await runMigrations(sql, eventStoreMigrations);
  return {
    sql,
    store: new PostgresEventStore(sql, options),
    withUpcast: (upcast) => new PostgresEventStore(sql, { ...options, upcast }),
    close: () => sql.close(),
  };
}

async function postgresFixture(options: PostgresEventStoreOptions = {}): Promise<EventStoreFixture> {
  const database = await createTestDatabase();
  const sql = await createSqlClient({ databaseUrl: database.url, poolSize: 12 });
  await runMigrations(sql, eventStoreMigrations);
  return {
    sql,
    store: new PostgresEventStore(sql, options),
    withUpcast: (upcast) => new PostgresEventStore(sql, { ...options, upcast }),
    async close() {
      await sql.close();
      await database.drop();
    },
  };
}

/** PGlite is one connection: a transaction held open blocks every other statement. */
const PGLITE = { missing: { concurrentConnections: 'PGlite is one connection' } };

describeEventStoreContract('PGlite (in memory)', () => pgliteFixture(), PGLITE);
// The same contract with group commit on: batching must not change any outcome.
describeEventStoreContract('PGlite, batched appends', () => pgliteFixture({ batchAppends: true }), PGLITE);
// And with the shared log window (small, so reads page through it, trim it and fall behind its start).
const SMALL_WINDOW = { logWindow: { maxEvents: 8, pageSize: 3 } };
describeEventStoreContract('PGlite, log window', () => pgliteFixture({ batchAppends: true, ...SMALL_WINDOW }), PGLITE);

if (process.env.DATABASE_URL) {
  describeEventStoreContract('PostgreSQL', () => postgresFixture(), {});
  describeEventStoreContract('PostgreSQL, batched appends', () => postgresFixture({ batchAppends: true }), {});
  describeEventStoreContract(
    'PostgreSQL, log window',
    () => postgresFixture({ batchAppends: true, ...SMALL_WINDOW }),
    {},
  );
} else {
  describe('EventStore contract: PostgreSQL', () => {
    it.skip('needs DATABASE_URL', () => undefined);
  });
}
