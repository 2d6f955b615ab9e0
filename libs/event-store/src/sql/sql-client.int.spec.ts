// The PostgreSQL client when the server ends a connection in the middle of a transaction that waits
// on the application (its idle-in-transaction timeout, a terminated backend): the transaction fails
// with the server's reason, nothing escapes as an unhandled 'error' event (which would end the
// process), and the pool goes on with live connections only. PGlite has no server to end anything.
import { createSqlClient, type SqlClient } from './sql-client';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL client when the server ends a transaction’s connection', () => {
  const POOL = 3;
  let database: TestDatabase;
  let sql: SqlClient;

  beforeAll(async () => {
    database = await createTestDatabase('ll_sql_client');
    sql = await createSqlClient({ databaseUrl: database.url, poolSize: POOL });
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('fails the transaction past idle_in_transaction_session_timeout and keeps serving', async () => {
    const unhandled: unknown[] = [];
    const record = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', record);
    try {
      const outcome = sql.transaction(async (tx) => {
        await tx.query(`SET LOCAL idle_in_transaction_session_timeout = '100ms'`);
        await tx.query('CREATE TEMPORARY TABLE held (n int)');
        // Waits on the application longer than the server allows a transaction to sit idle.
        await pause(600);
        await tx.query('INSERT INTO held VALUES (1)');
        return 'committed';
      });
      await expect(outcome).rejects.toThrow(/idle-in-transaction timeout|terminated|Connection/i);
      await pause(100);
      expect(unhandled).toEqual([]);
      // Every connection the pool hands out next is alive: the dead one was dropped, not reused.
      const pids = await Promise.all(
        Array.from({ length: POOL * 2 }, () => sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')),
      );
      expect(pids.every((result) => result.rows[0].pid > 0)).toBe(true);
      await expect(
        sql.transaction(async (tx) => (await tx.query<{ one: number }>('SELECT 1 AS one')).rows[0].one),
      ).resolves.toBe(1);
    } finally {
      process.removeListener('uncaughtException', record);
    }
  });

  it('fails the transaction whose backend another session terminated, and keeps serving', async () => {
    let backend = 0;
    const outcome = sql.transaction(async (tx) => {
      backend = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await pause(300);
      await tx.query('SELECT 1');
    });
    while (backend === 0) await pause(10);
    await sql.query('SELECT pg_terminate_backend($1)', [backend]);
    await expect(outcome).rejects.toThrow();
    for (let n = 0; n < POOL * 2; n++) {
      expect((await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid).not.toBe(backend);
    }
  });
});
