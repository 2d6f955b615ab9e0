// Login (password and SMS), its per-address limit, refresh rotation, logout, reset_password and the
// bearer guard, over real HTTP: each refusal with its status, error key and proof that nothing changed.
// The per-account throttling (backoff, challenge) has its own suite: login/login-throttle.e2e.spec.ts.
import { playerRow, sendCode, identitySuite, issuedTokenPair, wrongCode } from '../testing/identity-e2e';
import { expectRefusal } from '../../platform/testing/api-client';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { aPlayer, randomMobile, type TestPlayer } from '../testing/test-player';

const suite = identitySuite();

type Pair = { token: string; refresh_token: string; expires_in: number };

const login = (player: { mobile: string }, credentials: Record<string, unknown>) =>
  suite.client.post<Pair>('/api/login', { stast: 'login', mobile: player.mobile, area_code: '86', ...credentials });

async function liveSessions(player: TestPlayer): Promise<number> {
  const { rows } = await suite.sql.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM identity_sessions WHERE player_id = $1 AND revoked_at IS NULL`,
    [player.id],
  );
  return Number(rows[0].n);
}

async function meStatus(token: string): Promise<{ status: number; error?: string }> {
  const result = await suite.client.get('/api/me', { token });
  return { status: result.status, error: result.body.error };
}

describe('POST /api/login', () => {
  it('logs in with the password: a working pair', async () => {
    const player = await aPlayer(suite.client).register();
    const result = await login(player, { password: player.password });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Logged in');
    expect(result.body.data).toEqual(issuedTokenPair(suite.app));
    expect(result.body.data.token).not.toBe(player.token);
    expect(await meStatus(result.body.data.token)).toEqual({ status: 200, error: undefined });
  });

  it('refuses a wrong password and an unknown mobile alike (401 LOGIN_FAILED), opening no session', async () => {
    const player = await aPlayer(suite.client).register();
    const before = await liveSessions(player);
    expectRefusal(await login(player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
    expectRefusal(await login({ mobile: randomMobile() }, { password: 'whatever-1' }), 401, 'LOGIN_FAILED');
    expect(await liveSessions(player)).toBe(before);
  });

  it('refuses a request with neither password nor verify (400 VALIDATION_FAILED)', async () => {
    const player = await aPlayer(suite.client).register();
    expectRefusal(await login(player, {}), 400, 'VALIDATION_FAILED');
  });

  it('logs in with an SMS code (is_use 2) instead of the password, once per code', async () => {
    const player = await aPlayer(suite.client).register();
    advanceRateLimitClock(suite.app, 61);
    const code = await sendCode(suite.client, player.mobile, 2);
    const result = await login(player, { verify: code });
    expect(result.status).toBe(200);
    expect(await meStatus(result.body.data.token)).toMatchObject({ status: 200 });
    const before = await liveSessions(player);
    expectRefusal(await login(player, { verify: code }), 422, 'SMS_CODE_INVALID');
    expect(await liveSessions(player)).toBe(before);
  });

  it('refuses a wrong SMS code (422 SMS_CODE_INVALID) without using up the code', async () => {
    const player = await aPlayer(suite.client).register();
    advanceRateLimitClock(suite.app, 61);
    const code = await sendCode(suite.client, player.mobile, 2);
    const before = await liveSessions(player);
    expectRefusal(await login(player, { verify: wrongCode(code) }), 422, 'SMS_CODE_INVALID');
    expect(await liveSessions(player)).toBe(before);
    expect((await login(player, { verify: code })).status).toBe(200);
  });

  it('makes an address wait after 5 attempts on one mobile (429 RATE_LIMITED even with the right password), opening no session', async () => {
    const player = await aPlayer(suite.client).register();
    for (let i = 0; i < 5; i++) expectRefusal(await login(player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
    const before = await liveSessions(player);
    const waiting = await login(player, { password: player.password });
    expectRefusal(waiting, 429, 'RATE_LIMITED');
    expect((waiting.body.data as unknown as { retry_after: number }).retry_after).toBe(60);
    expect(await liveSessions(player)).toBe(before);
    advanceRateLimitClock(suite.app, 60);
    expect((await login(player, { password: player.password })).status).toBe(200);
  });

  it("a successful login clears the address's attempts", async () => {
    const player = await aPlayer(suite.client).register();
    for (let i = 0; i < 4; i++) await login(player, { password: 'wrong-password' });
    expect((await login(player, { password: player.password })).status).toBe(200);
    for (let i = 0; i < 4; i++) expectRefusal(await login(player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
    expect((await login(player, { password: player.password })).status).toBe(200);
  });

  it('locks a client address after 30 failures in 15 minutes, whatever the mobile', async () => {
    advanceRateLimitClock(suite.app, 15 * 60);
    const player = await aPlayer(suite.client).register();
    for (let i = 0; i < 30; i++)
      expectRefusal(await login({ mobile: randomMobile() }, { password: 'guess-123' }), 401, 'LOGIN_FAILED');
    expectRefusal(await login(player, { password: player.password }), 429, 'RATE_LIMITED');
    advanceRateLimitClock(suite.app, 15 * 60);
    expect((await login(player, { password: player.password })).status).toBe(200);
  });
});

describe('bearer guard', () => {
  it('refuses a missing token (401 UNAUTHENTICATED) and a bad one (401 TOKEN_INVALID)', async () => {
    expectRefusal(await suite.client.get('/api/me'), 401, 'UNAUTHENTICATED');
    expectRefusal(
      await suite.client.get('/api/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectRefusal(await suite.client.get('/api/me', { token: 'garbage' }), 401, 'TOKEN_INVALID');
    expectRefusal(
      await suite.client.get('/api/me', { token: '00000000-0000-4000-8000-000000000000.abc' }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('refuses an expired access token', async () => {
    const player = await aPlayer(suite.client).register();
    // A fresh pair that was never verified (verified tokens are cached for a few seconds).
    const pair = (await login(player, { password: player.password })).body.data;
    await suite.sql.query(
      `UPDATE identity_sessions SET access_expires_at = now() - interval '1 second' WHERE player_id = $1`,
      [player.id],
    );
    expectRefusal(await suite.client.get('/api/me', { token: pair.token }), 401, 'TOKEN_INVALID');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: the new pair works, the old access and refresh tokens do not; reusing the old refresh token ends the session', async () => {
    const player = await aPlayer(suite.client).register();
    const refreshed = await suite.client.post<Pair>('/api/auth/refresh', { refresh_token: player.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data;
    expect(next).toEqual(issuedTokenPair(suite.app));
    expect(await meStatus(next.token)).toMatchObject({ status: 200 });
    expect(await meStatus(player.token)).toEqual({ status: 401, error: 'TOKEN_INVALID' });

    expectRefusal(
      await suite.client.post('/api/auth/refresh', { refresh_token: player.refreshToken }),
      401,
      'REFRESH_TOKEN_INVALID',
    );
    // That reuse means the token leaked: the whole family is gone.
    expect(await meStatus(next.token)).toEqual({ status: 401, error: 'TOKEN_INVALID' });
    expectRefusal(
      await suite.client.post('/api/auth/refresh', { refresh_token: next.refresh_token }),
      401,
      'REFRESH_TOKEN_INVALID',
    );
  });

  it('chains: each new refresh token can be used once', async () => {
    const player = await aPlayer(suite.client).register();
    let refreshToken = player.refreshToken;
    for (let i = 0; i < 3; i++) {
      const result = await suite.client.post<Pair>('/api/auth/refresh', { refresh_token: refreshToken });
      expect(result.status).toBe(200);
      refreshToken = result.body.data.refresh_token;
      expect(await meStatus(result.body.data.token)).toMatchObject({ status: 200 });
    }
  });

  it('refuses an unknown token (401 REFRESH_TOKEN_INVALID) and a missing one (400), creating no session', async () => {
    const { rows: before } = await suite.sql.query(`SELECT count(*) AS n FROM identity_sessions`);
    expectRefusal(
      await suite.client.post('/api/auth/refresh', { refresh_token: 'not-a-token' }),
      401,
      'REFRESH_TOKEN_INVALID',
    );
    expectRefusal(await suite.client.post('/api/auth/refresh', {}), 400, 'VALIDATION_FAILED');
    const { rows: after } = await suite.sql.query(`SELECT count(*) AS n FROM identity_sessions`);
    expect(after).toEqual(before);
  });
});

describe('POST /api/logout', () => {
  it("revokes this session's access and refresh tokens, and only this session", async () => {
    const player = await aPlayer(suite.client).register();
    const other = (await login(player, { password: player.password })).body.data;
    const result = await suite.client.post('/api/logout', {}, { token: player.token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 200, message: 'Logged out', data: null });
    expect(await meStatus(player.token)).toEqual({ status: 401, error: 'TOKEN_INVALID' });
    expectRefusal(
      await suite.client.post('/api/auth/refresh', { refresh_token: player.refreshToken }),
      401,
      'REFRESH_TOKEN_INVALID',
    );
    expect(await meStatus(other.token)).toMatchObject({ status: 200 });
  });

  it('refuses without a token (401 UNAUTHENTICATED) or with a revoked one (401 TOKEN_INVALID)', async () => {
    const player = await aPlayer(suite.client).register();
    expectRefusal(await suite.client.post('/api/logout', {}), 401, 'UNAUTHENTICATED');
    await suite.client.post('/api/logout', {}, { token: player.token });
    expectRefusal(await suite.client.post('/api/logout', {}, { token: player.token }), 401, 'TOKEN_INVALID');
  });
});

describe('POST /api/reset_password', () => {
  const reset = (player: { mobile: string }, verify: string, password: string) =>
    suite.client.post('/api/reset_password', {
      stast: 'forget',
      mobile: player.mobile,
      area_code: '86',
      verify,
      password,
    });

  it('sets the new password and ends every session', async () => {
    const player = await aPlayer(suite.client).register();
    const second = (await login(player, { password: player.password })).body.data;
    advanceRateLimitClock(suite.app, 61);
    const code = await sendCode(suite.client, player.mobile, 2);
    const result = await reset(player, code, 'brand-new-pass');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ message: 'Password reset', data: null });
    expect(await meStatus(player.token)).toEqual({ status: 401, error: 'TOKEN_INVALID' });
    expect(await meStatus(second.token)).toEqual({ status: 401, error: 'TOKEN_INVALID' });
    expectRefusal(
      await suite.client.post('/api/auth/refresh', { refresh_token: second.refresh_token }),
      401,
      'REFRESH_TOKEN_INVALID',
    );
    expectRefusal(await login(player, { password: player.password }), 401, 'LOGIN_FAILED');
    expect((await login(player, { password: 'brand-new-pass' })).status).toBe(200);
  });

  it('lifts the challenge that failed logins from many addresses brought on the mobile', async () => {
    const player = await aPlayer(suite.client).register();
    for (let n = 2; n < 12; n++)
      await suite.client
        .fromAddress(`127.0.0.${n}`)
        .post('/api/login', { mobile: player.mobile, area_code: '86', password: 'wrong-password' });
    expectRefusal(await login(player, { password: player.password }), 403, 'CHALLENGE_REQUIRED');
    advanceRateLimitClock(suite.app, 61);
    expect((await reset(player, await sendCode(suite.client, player.mobile, 2), 'brand-new-pass')).status).toBe(200);
    expect((await login(player, { password: 'brand-new-pass' })).status).toBe(200);
  });

  it('refuses a wrong or used code (422 SMS_CODE_INVALID): password and sessions unchanged', async () => {
    const player = await aPlayer(suite.client).register();
    advanceRateLimitClock(suite.app, 61);
    const code = await sendCode(suite.client, player.mobile, 2);
    const before = await playerRow(suite.app, player.mobile);
    expectRefusal(await reset(player, wrongCode(code), 'brand-new-pass'), 422, 'SMS_CODE_INVALID');
    expect((await login(player, { verify: code })).status).toBe(200); // uses the code
    expectRefusal(await reset(player, code, 'brand-new-pass'), 422, 'SMS_CODE_INVALID');
    expect(await playerRow(suite.app, player.mobile)).toEqual(before);
    expect(await meStatus(player.token)).toMatchObject({ status: 200 });
  });

  it('refuses an unknown mobile (404 USER_NOT_FOUND) and a short password (400)', async () => {
    expectRefusal(await reset({ mobile: randomMobile() }, '123456', 'brand-new-pass'), 404, 'USER_NOT_FOUND');
    const player = await aPlayer(suite.client).register();
    const before = await playerRow(suite.app, player.mobile);
    expectRefusal(await reset(player, '123456', '12345'), 400, 'VALIDATION_FAILED');
    expect(await playerRow(suite.app, player.mobile)).toEqual(before);
  });
});
