import { createSqlClient, runMigrations, type SqlClient } from '@lootledger/event-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { RATE_LIMIT_MIGRATIONS } from './rate-limit.migrations';
import { RateLimiter, type BackoffPolicy } from './rate-limiter.service';
import { refusalOf } from '../testing/refusal';

let database: TestDatabase;
let sql: SqlClient;
let limiter: RateLimiter;
let clock: number;

beforeAll(async () => {
  database = await createTestDatabase('ll_ratelimit');
  sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
  await runMigrations(sql, RATE_LIMIT_MIGRATIONS);
});
afterAll(async () => {
  await sql.close();
  await database.drop();
});
beforeEach(() => {
  clock = Date.UTC(2030, 0, 1);
  limiter = new RateLimiter(sql);
  limiter.now = () => new Date(clock);
});

describe('RateLimiter', () => {
  it('allows `limit` hits per window and refuses the next with RATE_LIMITED and retry_after', async () => {
    for (let hit = 1; hit <= 3; hit++) expect((await limiter.consume('a', 3, 60)).hits).toBe(hit);
    clock += 20_000;
    const error = await refusalOf(limiter.consume('a', 3, 60));
    expect(error.key).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.data).toEqual({ retry_after: 40 });
  });

  it('starts a new window when the old one ends (and refused hits do not lengthen it)', async () => {
    await limiter.consume('b', 1, 60);
    clock += 59_000;
    await refusalOf(limiter.consume('b', 1, 60));
    clock += 1_000;
    expect((await limiter.consume('b', 1, 60)).hits).toBe(1);
  });

  it('throws the given key', async () => {
    await limiter.consume('c', 1, 60, 'SMS_TOO_FREQUENT');
    expect((await refusalOf(limiter.consume('c', 1, 60, 'SMS_TOO_FREQUENT'))).key).toBe('SMS_TOO_FREQUENT');
  });

  it('keeps buckets apart', async () => {
    await limiter.consume('d1', 1, 60);
    await expect(limiter.consume('d2', 1, 60)).resolves.toMatchObject({ hits: 1 });
  });

  it('check refuses at the limit without counting; reset forgets the bucket', async () => {
    await limiter.check('e', 2);
    await limiter.check('e', 2);
    await limiter.consume('e', 2, 60);
    await limiter.check('e', 2);
    await limiter.consume('e', 2, 60);
    expect((await refusalOf(limiter.check('e', 2))).key).toBe('RATE_LIMITED');
    await limiter.reset('e');
    await limiter.check('e', 2);
    expect((await limiter.consume('e', 2, 60)).hits).toBe(1);
  });

  it('counts concurrent hits exactly once each (no lost updates)', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consume('f', 5, 60)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const { rows } = await sql.query<{ hits: number }>(`SELECT hits FROM platform_rate_limits WHERE bucket = 'f'`);
    expect(Number(rows[0].hits)).toBe(20);
  });

  it('prunes buckets whose window ended, and only those', async () => {
    await limiter.consume('g-old', 1, 10);
    await limiter.consume('g-new', 1, 100);
    clock += 50_000;
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const { rows } = await sql.query<{ bucket: string }>(
      `SELECT bucket FROM platform_rate_limits WHERE bucket LIKE 'g-%'`,
    );
    expect(rows.map((r) => r.bucket)).toEqual(['g-new']);
  });

  it('hits reads the current window only', async () => {
    expect(await limiter.hits('h')).toBe(0);
    await limiter.consume('h', 5, 60);
    await limiter.consume('h', 5, 60);
    expect(await limiter.hits('h')).toBe(2);
    clock += 60_000;
    expect(await limiter.hits('h')).toBe(0);
  });

  describe('backoff buckets', () => {
    const policy: BackoffPolicy = { free: 3, baseSeconds: 10, maxSeconds: 40, forgetSeconds: 3600 };

    it('lets `free` attempts through, then waits baseSeconds, doubling up to maxSeconds', async () => {
      for (let i = 0; i < 3; i++) await limiter.attempt('i', policy);
      expect((await refusalOf(limiter.attempt('i', policy))).data).toEqual({ retry_after: 10 });
      for (const wait of [10, 20, 40, 40]) {
        clock += wait * 1000 - 1000;
        expect((await refusalOf(limiter.attempt('i', policy))).data).toEqual({ retry_after: 1 });
        clock += 1000;
        await limiter.attempt('i', policy);
      }
    });

    it('counts concurrent attempts: no more than `free` slip through at once', async () => {
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.attempt('j', policy)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    });

    it('forgets the bucket forgetSeconds after the last attempt, and on reset', async () => {
      for (let i = 0; i < 3; i++) await limiter.attempt('k', policy);
      clock += 3600_000;
      for (let i = 0; i < 3; i++) await limiter.attempt('k', policy);
      await limiter.reset('k');
      for (let i = 0; i < 3; i++) await limiter.attempt('k', policy);
      await refusalOf(limiter.attempt('k', policy));
    });
  });
});
