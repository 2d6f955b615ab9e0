// SteamStateStore on a real database: a state is redeemed once by its owner, and of two transactions
// racing to redeem it exactly one wins (the conditional UPDATE); old states are pruned.
import { createSqlClient, runMigrations, type SqlClient } from '@lootledger/event-store';
import { DomainError } from '../../platform/errors/domain-error';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database';
import { STEAM_STATE_TTL_SECONDS } from '../domain/steam-state';
import { IDENTITY_MIGRATIONS } from '../identity.migrations';
import { pruneExpired } from '../identity.module';
import { SteamStateStore } from './steam-state.store';

let database: TestDatabase;
let sql: SqlClient;
let store: SteamStateStore;
const t0 = new Date(Date.UTC(2030, 0, 1));
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const returning = (state: string) => ({ 'openid.return_to': `https://site.example/steam/bind?state=${state}` });

beforeAll(async () => {
  database = await createTestDatabase('ll_steam_states');
  sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
  await runMigrations(sql, IDENTITY_MIGRATIONS);
  for (const id of ['p', 'q']) {
    await sql.query(
      `INSERT INTO identity_players (id, name, invite_code, created_at, updated_at) VALUES ($1, $1, $1, now(), now())`,
      [id],
    );
  }
  store = new SteamStateStore(sql);
});
afterAll(async () => {
  await sql.close();
  await database.drop();
});

async function reasonOf(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.key).toBe('STEAM_STATE_INVALID');
  return (error.data as { reason: string }).reason;
}

const p = { purpose: 'bind', playerId: 'p' } as const;
const q = { purpose: 'bind', playerId: 'q' } as const;

it('lets racing redeems of one state have exactly one winner', async () => {
  const { state } = await store.issue(p, t0);
  expect(await store.check(returning(state), p, at(1))).toBe(state);
  const outcomes = await Promise.allSettled(
    [0, 1, 2].map(() => sql.transaction((tx) => store.redeem(state, p, at(2), tx))),
  );
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
    expect(await reasonOf(Promise.reject((outcome as PromiseRejectedResult).reason))).toBe('used');
  }
  expect(await reasonOf(store.check(returning(state), p, at(3)))).toBe('used');
  const { rows } = await sql.query<{ used_at: unknown }>(`SELECT used_at FROM identity_steam_states WHERE state = $1`, [
    state,
  ]);
  expect(new Date(String(rows[0].used_at)).getTime()).toBe(at(2).getTime());
});

it('refuses another owner (unknown) and leaves the state to its owner; refuses it once expired', async () => {
  const { state } = await store.issue(p, t0);
  expect(await reasonOf(store.check(returning(state), q, at(1)))).toBe('unknown');
  expect(await reasonOf(sql.transaction((tx) => store.redeem(state, q, at(1), tx)))).toBe('unknown');
  expect(await reasonOf(sql.transaction((tx) => store.redeem(state, p, at(STEAM_STATE_TTL_SECONDS), tx)))).toBe(
    'expired',
  );
  await sql.transaction((tx) => store.redeem(state, p, at(STEAM_STATE_TTL_SECONDS - 1), tx));
});

it("keeps a sign-in's secret hashed and redeems it only with that secret", async () => {
  const { state, secret } = await store.issue({ purpose: 'handle' }, t0);
  expect(secret).toMatch(/^[\w-]{43}$/);
  const { rows } = await sql.query<{ secret_hash: string }>(
    `SELECT secret_hash FROM identity_steam_states WHERE state = $1`,
    [state],
  );
  expect(rows[0].secret_hash).not.toContain(secret as string);
  expect(await reasonOf(store.check(returning(state), { purpose: 'handle', secret: 'guess' }, at(1)))).toBe('unknown');
  expect(await reasonOf(store.check(returning(state), p, at(1)))).toBe('unknown');
  await sql.transaction((tx) => store.redeem(state, { purpose: 'handle', secret: secret as string }, at(1), tx));
});

it('prunes states a day past their expiry', async () => {
  const { state } = await store.issue(p, t0);
  await pruneExpired(sql, at(STEAM_STATE_TTL_SECONDS + 24 * 3600 - 1));
  expect(await reasonOf(store.check(returning(state), p, at(STEAM_STATE_TTL_SECONDS + 1)))).toBe('expired');
  await pruneExpired(sql, at(STEAM_STATE_TTL_SECONDS + 24 * 3600 + 1));
  expect(await reasonOf(store.check(returning(state), p, at(1)))).toBe('unknown');
});
