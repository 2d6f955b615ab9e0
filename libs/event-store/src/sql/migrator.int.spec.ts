// Migrations on a real database: several first runs at once (processes starting together, or
// modules of one process) apply each migration exactly once and none of them fails.
import { createSqlClient, type SqlClient } from './sql-client';
import { runMigrations } from './migrator';
import { createTestDatabase } from '../testing/test-database';

const migrations = [
  { id: 'test-001-a', sql: 'CREATE TABLE a (id int PRIMARY KEY);\nINSERT INTO a VALUES (1);' },
  { id: 'test-002-b', sql: 'CREATE TABLE b (id int PRIMARY KEY);' },
];

describe('runMigrations on a fresh database', () => {
  let sql: SqlClient;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    const database = await createTestDatabase('ll_migrate');
    sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
    drop = database.drop;
  });
  afterEach(async () => {
    await sql.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drop();
  });

  it('applies each migration once when five first runs race', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => runMigrations(sql, migrations)));
    expect(results.flat().sort()).toEqual(['test-001-a', 'test-002-b']);
    const { rows } = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM a');
    expect(rows[0].n).toBe('1');
    expect(await runMigrations(sql, migrations)).toEqual([]);
  });
});
