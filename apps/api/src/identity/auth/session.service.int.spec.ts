import { createSqlClient, runMigrations, type SqlClient } from '@lootledger/event-store';
import { LocalClusterSignals } from '../../platform/cluster/cluster-signals';
import { loadConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database';
import { IDENTITY_MIGRATIONS } from '../identity.migrations';
import { pruneExpired } from '../identity.module';
import { SessionService } from './session.service';

let database: TestDatabase;
let sql: SqlClient;
let sessions: SessionService;
const config = { ...loadConfig({}), accessTokenTtl: 900, refreshTokenTtl: 3600 };
const t0 = new Date(Date.UTC(2030, 0, 1));

beforeAll(async () => {
  database = await createTestDatabase('ll_sessions');
  sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 8 });
  await runMigrations(sql, IDENTITY_MIGRATIONS);
  for (const id of ['p1', 'p2']) {
    await sql.query(
      `INSERT INTO identity_players (id, area_code, mobile, password_hash, name, invite_code, created_at, updated_at)
       VALUES ($1, '86', $2, 'x', $1, $1, now(), now())`,
      [id, id === 'p1' ? '13800000001' : '13800000002'],
    );
  }
});
afterAll(async () => {
  await sql.close();
  await database.drop();
});
beforeEach(() => {
  sessions = new SessionService(sql, config, new LocalClusterSignals());
});

async function refreshRefused(token: string, now = t0): Promise<string> {
  const error = await sessions.refresh(token, now).then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof DomainError ? error.key : `not refused: ${String(error)}`;
}

describe('SessionService', () => {
  it('issues a pair whose access token verifies until it expires', async () => {
    const pair = await sessions.issue('p1', sql, t0);
    expect(pair.expires_in).toBe(900);
    expect(await sessions.verifyAccessToken(pair.token, t0.getTime() + 899_000)).toMatchObject({ playerId: 'p1' });
    expect(await sessions.verifyAccessToken(pair.token, t0.getTime() + 900_000)).toBeUndefined();
  });

  it('refuses tampered and malformed tokens', async () => {
    const pair = await sessions.issue('p1', sql, t0);
    const [sessionId, secret] = pair.token.split('.');
    const at = t0.getTime() + 1000;
    expect(await sessions.verifyAccessToken(`${sessionId}.${secret}x`, at)).toBeUndefined();
    expect(await sessions.verifyAccessToken(`${sessionId}.`, at)).toBeUndefined();
    expect(await sessions.verifyAccessToken(secret, at)).toBeUndefined();
    expect(await sessions.verifyAccessToken(`not-a-uuid.${secret}`, at)).toBeUndefined();
    expect(await sessions.verifyAccessToken(pair.refresh_token, at)).toBeUndefined();
  });

  it('stores only hashes of the secrets', async () => {
    const pair = await sessions.issue('p1', sql, t0);
    const secret = pair.token.split('.')[1];
    const { rows } = await sql.query(
      `SELECT * FROM identity_sessions s JOIN identity_refresh_tokens r ON r.session_id = s.id`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(pair.refresh_token);
  });

  it('a revoked session stops verifying at once, even when the token was cached', async () => {
    const pair = await sessions.issue('p1', sql, t0);
    const verified = await sessions.verifyAccessToken(pair.token, t0.getTime() + 1000);
    await sessions.revokeSession(verified!.sessionId);
    expect(await sessions.verifyAccessToken(pair.token, t0.getTime() + 1000)).toBeUndefined();
    expect(await refreshRefused(pair.refresh_token)).toBe('REFRESH_TOKEN_INVALID');
  });

  it('refuses an expired refresh token', async () => {
    const pair = await sessions.issue('p1', sql, t0);
    expect(await refreshRefused(pair.refresh_token, new Date(t0.getTime() + 3600_000))).toBe('REFRESH_TOKEN_INVALID');
  });

  it('of two concurrent refreshes with one token exactly one wins, and the reuse ends the family', async () => {
    const pair = await sessions.issue('p1', sql, t0);
    const results = await Promise.allSettled([
      sessions.refresh(pair.refresh_token, t0),
      sessions.refresh(pair.refresh_token, t0),
    ]);
    const won = results.filter(
      (r): r is PromiseFulfilledResult<Awaited<ReturnType<SessionService['refresh']>>> => r.status === 'fulfilled',
    );
    expect(won).toHaveLength(1);
    expect(await sessions.verifyAccessToken(won[0].value.token, t0.getTime() + 1000)).toBeUndefined();
    expect(await refreshRefused(won[0].value.refresh_token)).toBe('REFRESH_TOKEN_INVALID');
  });

  it('revokeAllForPlayer ends every session of that player only', async () => {
    const a = await sessions.issue('p1', sql, t0);
    const b = await sessions.issue('p1', sql, t0);
    const other = await sessions.issue('p2', sql, t0);
    await sessions.revokeAllForPlayer('p1');
    const at = t0.getTime() + 1000;
    expect(await sessions.verifyAccessToken(a.token, at)).toBeUndefined();
    expect(await sessions.verifyAccessToken(b.token, at)).toBeUndefined();
    expect(await sessions.verifyAccessToken(other.token, at)).toMatchObject({ playerId: 'p2' });
  });

  it('pruning drops refresh tokens and SMS codes a day past expiry, keeping live ones', async () => {
    const live = await sessions.issue('p2', sql, t0);
    const old = await sessions.issue('p2', sql, new Date(t0.getTime() - 3 * 24 * 3600_000));
    await sql.query(
      `INSERT INTO identity_sms_codes (area_code, mobile, purpose, code_hash, salt, sent_at, expires_at)
       VALUES ('86', '13800000009', 1, 'h', 's', $1, $1), ('86', '13800000009', 1, 'h', 's', $2, $2)`,
      [new Date(t0.getTime() - 2 * 24 * 3600_000), t0],
    );
    await pruneExpired(sql, t0);
    expect(await refreshRefused(old.refresh_token)).toBe('REFRESH_TOKEN_INVALID');
    expect((await sessions.refresh(live.refresh_token, t0)).token).toEqual(expect.any(String));
    const { rows } = await sql.query(`SELECT 1 FROM identity_sms_codes WHERE mobile = '13800000009'`);
    expect(rows).toHaveLength(1);
  });
});
