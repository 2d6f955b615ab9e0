// Migrations on a real database: several first runs at once (processes starting together, or
// modules of one process) apply each migration exactly once and none of them fails.
import { createSqlClient, type SqlClient } from './sql-client';
import { migrationsRunOn, runMigrations } from './migrator';
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

describe('runMigrations on a migrated database', () => {
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

  it('applies only the migrations it has not applied, in name order, and leaves the others', async () => {
    await runMigrations(sql, [migrations[0]]);
    const later = [{ id: 'test-003-c', sql: 'INSERT INTO a VALUES (3);' }, ...migrations];
    expect(await runMigrations(sql, later)).toEqual(['test-002-b', 'test-003-c']);
    const { rows } = await sql.query<{ id: number }>('SELECT id FROM a ORDER BY id');
    expect(rows.map((row) => Number(row.id))).toEqual([1, 3]);
  });

  it('remembers the lists each client was asked to run, in order, applied or not', async () => {
    const other = await createSqlClient({ dataDir: 'memory://' });
    try {
      expect(migrationsRunOn(sql)).toEqual([]);
      await runMigrations(sql, [migrations[1]]);
      await runMigrations(sql, migrations);
      expect(migrationsRunOn(sql)).toEqual([[migrations[1]], migrations]);
      expect(migrationsRunOn(other)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
