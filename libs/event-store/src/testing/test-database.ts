// Test databases for the library's own tests (libraries never import apps): with DATABASE_URL, a
// fresh PostgreSQL database per call, dropped by drop(); without it, url is undefined (use PGlite).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'll_es_test'): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdmin(url: string, work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
