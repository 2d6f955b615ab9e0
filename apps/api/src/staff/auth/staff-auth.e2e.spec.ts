// Staff sign-in over real HTTP: /admin/api/auth/login, /me, /logout; its throttling (never a lock: a
// waiting address, a proof-of-work challenge); what is and is not a staff token. Each refusal with its status, error key and, where it matters, that nothing changed.
import { solveChallenge, type SignInChallenge } from '@lootledger/contracts';
import { aPlayer } from '../../identity/testing';
import { expectRefusal } from '../../platform/testing/api-client';
import { fileSuite, startTestApp, suiteOf } from '../../platform/testing/test-app';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { permissionsOf } from '../domain/staff-permissions';
import { aStaffMember, countStaffSessions, staffSignIn } from '../testing/test-staff';

const ADMIN = { email: 'boss@example.com', password: 'correct-horse-battery-1' };

const suite = fileSuite(async () =>
  suiteOf(await startTestApp({ adminEmail: ADMIN.email, adminPassword: ADMIN.password, signInChallengeBits: 14 })),
);

type Login = { token: string; expires_in: number; staff: { id: string; email: string; role: string } };

const login = (email: string, password: string, lang?: 'zh' | 'en', from = suite.client) =>
  from.post<Login>('/admin/api/auth/login', { email, password }, { lang });
const me = (token?: string) => suite.client.get<Record<string, unknown>>('/admin/api/auth/me', { token });

/** Moves the rate limiter's clock past the current windows. */
const nextWindow = () => advanceRateLimitClock(suite.app, 15 * 60);
const sessionCount = () => countStaffSessions(suite.sql);

describe('POST /admin/api/auth/login', () => {
  it('signs the first admin in: a staff token for STAFF_TOKEN_TTL, and who it is', async () => {
    const result = await login(ADMIN.email, ADMIN.password);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Logged in');
    expect(result.body.data).toEqual({
      token: expect.stringMatching(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/),
      expires_in: 3600,
      staff: { id: expect.any(String), email: ADMIN.email, role: 'admin' },
    });
    expect(suite.app.config.staffTokenTtl).toBe(3600);
  });

  it('matches the email case-insensitively and answers in the request language', async () => {
    const result = await login('  BOSS@Example.com ', ADMIN.password, 'zh');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('登录成功');
    expect(result.body.data.staff.email).toBe(ADMIN.email);
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await login(ADMIN.email, ADMIN.password)).body.data;
    const [id, secret] = token.split('.');
    const { rows } = await suite.sql.query<{ token_hash: string }>(
      `SELECT token_hash FROM admin_staff_sessions WHERE id = $1`,
      [id],
    );
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(secret);
  });

  it('refuses a wrong password, an unknown email and a disabled account alike: 401 STAFF_LOGIN_FAILED (zh and en), no session', async () => {
    nextWindow();
    const disabled = await aStaffMember(suite.app).withRole('support').disabled().create();
    const before = await sessionCount();
    const attempts = [
      () => login(ADMIN.email, 'wrong-password'),
      () => login('nobody@example.com', ADMIN.password),
      () => login(disabled.email, disabled.password),
    ];
    for (const attempt of attempts) {
      const result = await attempt();
      expectRefusal(result, 401, 'STAFF_LOGIN_FAILED');
      expect(result.body.message).toBe('Wrong email or password');
      expect(result.body.data).toBeNull();
    }
    const zh = await suite.client.post(
      '/admin/api/auth/login',
      { email: ADMIN.email, password: 'wrong' },
      { lang: 'zh' },
    );
    expectRefusal(zh, 401, 'STAFF_LOGIN_FAILED');
    expect(zh.body.message).toBe('邮箱或密码错误');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a malformed body (400 VALIDATION_FAILED)', async () => {
    expectRefusal(await suite.client.post('/admin/api/auth/login', { email: ADMIN.email }), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await suite.client.post('/admin/api/auth/login', { email: 42, password: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('makes an address wait after 5 attempts on one email (429 RATE_LIMITED even with the right password); the owner elsewhere signs in', async () => {
    nextWindow();
    const staff = await aStaffMember(suite.app).withRole('finance').withoutTotp().create();
    const attacker = suite.client.fromAddress('127.0.0.2');
    for (let i = 0; i < 5; i++) {
      expectRefusal(await login(staff.email, 'wrong-password', 'en', attacker), 401, 'STAFF_LOGIN_FAILED');
    }
    const before = await sessionCount();
    const waiting = await login(staff.email.toUpperCase(), staff.password, 'en', attacker);
    expectRefusal(waiting, 429, 'RATE_LIMITED');
    expect(waiting.body.data).toEqual({ retry_after: 60 });
    expect(await sessionCount()).toBe(before);
    // Another staff member from that address, and the owner from theirs, are not held up by it.
    expect((await login(ADMIN.email, ADMIN.password, 'en', attacker)).status).toBe(200);
    expect((await login(staff.email, staff.password)).status).toBe(200);
  });

  it('never locks an email: failures from many addresses make every attempt pay a challenge, which the owner solves', async () => {
    nextWindow();
    const staff = await aStaffMember(suite.app).withoutTotp().create();
    for (let n = 10; n < 20; n++) {
      const from = suite.client.fromAddress(`127.0.0.${n}`);
      expectRefusal(await login(staff.email, 'wrong-password', 'en', from), 401, 'STAFF_LOGIN_FAILED');
    }
    const refused = await login(staff.email, staff.password, 'zh');
    expectRefusal(refused, 403, 'CHALLENGE_REQUIRED');
    expect(refused.body.message).toBe('该账户近期登录失败过多，请完成安全验证后再登录');
    const solved = await solveChallenge((refused.body.data as unknown as { challenge: SignInChallenge }).challenge);
    const body = { email: staff.email, password: staff.password, challenge: solved };
    expect((await suite.client.post<Login>('/admin/api/auth/login', body)).status).toBe(200);
    expectRefusal(await suite.client.post('/admin/api/auth/login', body), 403, 'CHALLENGE_REQUIRED');
  });

  it("a successful sign-in clears the address's attempts", async () => {
    nextWindow();
    const staff = await aStaffMember(suite.app).withoutTotp().create();
    for (let i = 0; i < 4; i++) await login(staff.email, 'wrong-password');
    expect((await login(staff.email, staff.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expectRefusal(await login(staff.email, 'wrong-password'), 401, 'STAFF_LOGIN_FAILED');
    expect((await login(staff.email, staff.password)).status).toBe(200);
  });

  // 32 sign-ins at the production argon2id cost: about 20 s alone, more on a busy machine.
  it('locks a client address after 30 failures in 15 minutes, whatever the email', async () => {
    nextWindow();
    for (let i = 0; i < 30; i++)
      expectRefusal(await login(`guess-${i}@example.com`, 'guess-123'), 401, 'STAFF_LOGIN_FAILED');
    expectRefusal(await login(ADMIN.email, ADMIN.password), 429, 'RATE_LIMITED');
    nextWindow();
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
  }, 120_000);
});

describe('GET /admin/api/auth/me', () => {
  it('returns the signed-in staff member with the permissions of the role and their two-factor sign-in', async () => {
    const content = await aStaffMember(suite.app).withRole('content').signIn(suite.client);
    const result = await me(content.token);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      id: content.id,
      email: content.email,
      role: 'content',
      permissions: permissionsOf('content'),
      totp_enabled: false,
      totp_required: false,
    });
    const finance = await aStaffMember(suite.app).withRole('finance').signIn(suite.client);
    expect((await me(finance.token)).body.data).toMatchObject({ totp_enabled: true, totp_required: true });
  });

  it('refuses a missing token (401 UNAUTHENTICATED) and a bad one (401 TOKEN_INVALID)', async () => {
    expectRefusal(await me(), 401, 'UNAUTHENTICATED');
    expectRefusal(
      await suite.client.get('/admin/api/auth/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectRefusal(await me('garbage'), 401, 'TOKEN_INVALID');
    expectRefusal(await me('00000000-0000-4000-8000-000000000000.abc'), 401, 'TOKEN_INVALID');
  });

  it("refuses a player's token, and a staff token is not a player's", async () => {
    const player = await aPlayer(suite.client).register();
    expectRefusal(await me(player.token), 401, 'TOKEN_INVALID');
    const staff = await aStaffMember(suite.app).signIn(suite.client);
    expectRefusal(await suite.client.get('/api/me', { token: staff.token }), 401, 'TOKEN_INVALID');
  });

  it('refuses an expired token', async () => {
    const staff = await aStaffMember(suite.app).signIn(suite.client);
    await suite.sql.query(`UPDATE admin_staff_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      staff.token.split('.')[0],
    ]);
    expectRefusal(await me(staff.token), 401, 'TOKEN_INVALID');
  });

  it('refuses a tampered token', async () => {
    const staff = await aStaffMember(suite.app).signIn(suite.client);
    const tampered = staff.token.slice(0, -1) + (staff.token.endsWith('A') ? 'B' : 'A');
    expectRefusal(await me(tampered), 401, 'TOKEN_INVALID');
  });

  it('follows the staff row at once: disabling ends the tokens, a role change shows on the next call', async () => {
    const staff = await aStaffMember(suite.app).withRole('support').signIn(suite.client);
    await suite.sql.query(`UPDATE staff SET role = 'auditor' WHERE id = $1`, [staff.id]);
    expect((await me(staff.token)).body.data).toMatchObject({ role: 'auditor' });
    await suite.sql.query(`UPDATE staff SET disabled = true WHERE id = $1`, [staff.id]);
    expectRefusal(await me(staff.token), 401, 'TOKEN_INVALID');
  });
});

describe('POST /admin/api/auth/logout', () => {
  it('revokes this token only: it stops working at once, other sign-ins go on', async () => {
    const staff = await aStaffMember(suite.app).signIn(suite.client);
    const other = await staffSignIn(suite.app, suite.client, staff);
    const result = await suite.client.post('/admin/api/auth/logout', {}, { token: staff.token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: 200, message: 'Logged out', data: null });
    expectRefusal(await me(staff.token), 401, 'TOKEN_INVALID');
    expectRefusal(await suite.client.post('/admin/api/auth/logout', {}, { token: staff.token }), 401, 'TOKEN_INVALID');
    expect((await me(other)).status).toBe(200);
  });

  it('needs a token (401 UNAUTHENTICATED)', async () => {
    expectRefusal(await suite.client.post('/admin/api/auth/logout', {}), 401, 'UNAUTHENTICATED');
  });
});
