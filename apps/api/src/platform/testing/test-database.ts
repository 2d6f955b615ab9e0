// Test databases: with DATABASE_URL, a fresh PostgreSQL database per call (dropped by the returned
// cleanup); without it, undefined (the caller uses an in-memory PGlite).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createSqlClient, runMigrations, type Migration, type SqlClient } from '@lootledger/event-store';

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database; `template`: a database to copy (CREATE DATABASE … TEMPLATE, tens of
 * milliseconds), such as the run's migrated template (test-templates.ts), instead of an empty one.
 */
export async function createTestDatabase(
  prefix = 'll_test',
  options: { template?: string } = {},
): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = options.template;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A test database and the SQL client on it, with some migrations run; close() drops it. */
export interface TestSql {
  /** The database's address (PostgreSQL), for a second client as another process would open it. */
  url: string | undefined;
  sql: SqlClient;
  close(): Promise<void>;
}

/** A fresh database (PostgreSQL with DATABASE_URL, else an in-memory PGlite) with these migrations run. */
export async function openTestSql(prefix: string, migrations: readonly Migration[] = []): Promise<TestSql> {
  const database = await createTestDatabase(prefix);
  const sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
  await runMigrations(sql, migrations);
  return {
    url: database.url,
    sql,
    async close() {
      await sql.close();
      // pg's pool.end() resolves before its sockets are closed; a forced DROP DATABASE at that
      // moment makes a closing client emit an unhandled 'error'. Let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.drop();
    },
  };
}
