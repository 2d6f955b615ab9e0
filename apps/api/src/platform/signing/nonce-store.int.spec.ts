import { createSqlClient, runMigrations, type SqlClient } from '@lootledger/event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { NonceStore } from './nonce-store';
import { SIGNING_MIGRATIONS } from './signing.migrations';

describe('NonceStore (real database)', () => {
  let database: TestDatabase;
  let sql: SqlClient;
  let store: NonceStore;
  const t0 = new Date('2026-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://' });
    await runMigrations(sql, SIGNING_MIGRATIONS);
    store = new NonceStore(sql);
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });

  it('accepts a nonce once within 600 s', async () => {
    expect(await store.claim('n1', at(0))).toBe(true);
    expect(await store.claim('n1', at(1))).toBe(false);
    expect(await store.claim('n1', at(599))).toBe(false);
  });

  it('counts a nonce older than 600 s as new even before it is pruned', async () => {
    expect(await store.claim('n2', at(0))).toBe(true);
    expect(await store.claim('n2', at(600))).toBe(true);
    // It is remembered again from the second use.
    expect(await store.claim('n2', at(601))).toBe(false);
  });

  it('lets exactly one of many concurrent claims of a nonce win', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => store.claim('n3', at(0))));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('answers each claim of a batch on its own, across two processes claiming at once', async () => {
    const other = new NonceStore(sql);
    const nonces = Array.from({ length: 200 }, (_, index) => `batch-${index % 100}`);
    const results = await Promise.all(
      nonces.map((nonce, index) => (index % 2 === 0 ? store : other).claim(nonce, at(0))),
    );
    const accepted = nonces.filter((_, index) => results[index]);
    expect(accepted.sort()).toEqual([...new Set(nonces)].sort());
  });

  it('prunes only nonces past the TTL', async () => {
    await store.claim('old', at(1000));
    await store.claim('recent', at(1500));
    await store.prune(at(2000));
    const { rows } = await sql.query<{ nonce: string }>('SELECT nonce FROM platform_request_nonces ORDER BY nonce');
    expect(rows.map((row) => row.nonce)).toEqual(['recent']);
  });
});
