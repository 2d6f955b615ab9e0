// Staff two-factor sign-in over real HTTP: enrolment (/admin/api/auth/totp), the two sign-in steps
// (/login, /login/totp), a code used once, a recovery code used once, roles that move money held at
// enrolment until they enrol, wrong codes throttled, disabling and new recovery codes; each refusal
// with its status and error key, and the audit entries.
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { fileSuite, startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { base32Decode, totp } from '../domain/totp';
import { auditEntries } from '../testing/admin-rest';
import { aStaffMember, countStaffSessions, currentTotpCode, type TestStaff } from '../testing/test-staff';
import { StaffTotpKeys } from './staff-totp.keys';

const suite = fileSuite(async () => suiteOf(await startTestApp()));

type Token = { token: string; staff: { id: string; email: string; role: string } };
type Challenge = { mfa_token: string; expires_in: number };

const login = (staff: { email: string; password: string }, lang?: 'zh' | 'en') =>
  suite.client.post<Token>('/admin/api/auth/login', { email: staff.email, password: staff.password }, { lang });
const secondStep = (body: { mfa_token: string; code?: string; recovery_code?: string }) =>
  suite.client.post<Token>('/admin/api/auth/login/totp', body);
const totpCall = <T = unknown>(path: string, token: string, body: unknown = {}) =>
  suite.client.post<T>(`/admin/api/auth/totp${path}`, body, { token });

/** The code of a secret `offset` time steps from now (the API accepts one step either side). */
const codeAt = (secret: string, offset = 0) => totp(base32Decode(secret)!, Date.now() + offset * 30_000);

/** The password step of an enrolled member: its challenge. */
async function challenge(staff: TestStaff): Promise<string> {
  const result = await login(staff);
  expectRefusal(result, 401, 'TOTP_REQUIRED');
  return (result.body.data as unknown as Challenge).mfa_token;
}

/** Moves the rate limiter's clock past the current windows. */
const nextWindow = () => advanceRateLimitClock(suite.app, 15 * 60);
const sessionCount = () => countStaffSessions(suite.sql);

describe('enrolment', () => {
  it('holds a role that moves money at enrolment: signed in, it reaches only me, logout and /auth/totp (403 TOTP_ENROLMENT_REQUIRED)', async () => {
    const finance = await aStaffMember(suite.app).withRole('finance').withoutTotp().signIn(suite.client);
    for (const path of ['/admin/api/coin-adjustments', '/admin/api/players', '/admin/api/audit-log']) {
      expectRefusal(await suite.client.get(path, { token: finance.token }), 403, 'TOTP_ENROLMENT_REQUIRED');
    }
    const zh = await suite.client.get('/admin/api/orders', { token: finance.token, lang: 'zh' });
    expectRefusal(zh, 403, 'TOTP_ENROLMENT_REQUIRED');
    expect(zh.body.message).toBe('您的角色必须启用两步验证：请先在“安全”页面完成设置');
    expect((await suite.client.get('/admin/api/auth/me', { token: finance.token })).body.data).toMatchObject({
      totp_enabled: false,
      totp_required: true,
    });
    expect((await suite.client.get('/admin/api/auth/totp', { token: finance.token })).body.data).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });
    expect((await suite.client.post('/admin/api/auth/logout', {}, { token: finance.token })).status).toBe(200);
  });

  it('does not hold roles that move no money (content, auditor)', async () => {
    const content = await aStaffMember(suite.app).withRole('content').signIn(suite.client);
    expect(content.totpSecret).toBeUndefined();
    expect((await suite.client.get('/admin/api/items', { token: content.token })).status).toBe(200);
    const auditor = await aStaffMember(suite.app).withRole('auditor').signIn(suite.client);
    expect((await suite.client.get('/admin/api/players', { token: auditor.token })).status).toBe(200);
  });

  it('sets up a secret (QR code and text), confirms it with a current code and shows ten recovery codes once; audited', async () => {
    const admin = await aStaffMember(suite.app).withRole('admin').withoutTotp().signIn(suite.client);
    expectRefusal(await totpCall('/enable', admin.token, { code: '123456' }), 409, 'TOTP_SETUP_MISSING');

    const setup = await totpCall<{ secret: string; otpauth_url: string; qr_code: string }>('/setup', admin.token);
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Lootledger:${admin.email}?secret=${secret}&issuer=Lootledger&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    // Still held until confirmed.
    expectRefusal(await suite.client.get('/admin/api/staff', { token: admin.token }), 403, 'TOTP_ENROLMENT_REQUIRED');

    expectRefusal(await totpCall('/enable', admin.token, { code: codeAt(secret, 3) }), 422, 'TOTP_CODE_INVALID');
    const enabled = await totpCall<{ recovery_codes: string[] }>('/enable', admin.token, { code: codeAt(secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe('Two-factor sign-in is on');
    const codes = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // The same token now reaches the rest; enrolling again is refused.
    expect((await suite.client.get('/admin/api/staff', { token: admin.token })).status).toBe(200);
    expectRefusal(await totpCall('/setup', admin.token), 409, 'TOTP_ALREADY_ENABLED');
    expect((await suite.client.get('/admin/api/auth/totp', { token: admin.token })).body.data).toEqual({
      enabled: true,
      required: true,
      recovery_codes_left: 10,
    });

    // At rest: the secret encrypted, the recovery codes as keyed hashes.
    const stored = await suite.sql.query<{ secret_encrypted: string }>(
      `SELECT secret_encrypted FROM admin_staff_totp WHERE staff_id = $1`,
      [admin.id],
    );
    expect(stored.rows[0].secret_encrypted).toMatch(/^v1\./);
    expect(stored.rows[0].secret_encrypted).not.toContain(secret);
    expect(stored.rows[0].secret_encrypted).not.toContain(base32Decode(secret)!.toString('base64url'));
    const hashes = await suite.sql.query<{ code_hash: string }>(
      `SELECT code_hash FROM admin_staff_recovery_codes WHERE staff_id = $1`,
      [admin.id],
    );
    expect(hashes.rows).toHaveLength(10);
    for (const { code_hash } of hashes.rows) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => code_hash.includes(code.replace(/-/g, '')))).toBe(false);
    }

    const audit = await auditEntries(suite.app, 'staff', admin.id);
    expect(audit).toEqual([
      expect.objectContaining({
        staff_id: admin.id,
        action: 'totp-enable',
        before: { totp_enabled: false },
        after: { totp_enabled: true, recovery_codes_left: 10 },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('a new set-up replaces one never confirmed', async () => {
    const content = await aStaffMember(suite.app).withRole('content').signIn(suite.client);
    const first = (await totpCall<{ secret: string }>('/setup', content.token)).body.data.secret;
    const second = (await totpCall<{ secret: string }>('/setup', content.token)).body.data.secret;
    expect(second).not.toBe(first);
    expectRefusal(await totpCall('/enable', content.token, { code: codeAt(first) }), 422, 'TOTP_CODE_INVALID');
    expect((await totpCall('/enable', content.token, { code: codeAt(second) })).status).toBe(200);
  });
});

describe('sign-in with a code', () => {
  it('answers the password with 401 TOTP_REQUIRED and a challenge (no session), then signs in with a current code', async () => {
    const finance = await aStaffMember(suite.app).withRole('finance').create();
    const before = await sessionCount();
    const first = await login(finance);
    expectRefusal(first, 401, 'TOTP_REQUIRED');
    expect(first.body.message).toBe('Enter the code from your authenticator app (or a recovery code)');
    expect(first.body.data).toEqual({ mfa_token: expect.any(String), expires_in: 300 });
    expect((await login(finance, 'zh')).body.message).toBe('请输入身份验证器中的验证码（或一个恢复码）');
    expect(await sessionCount()).toBe(before);

    const mfaToken = (first.body.data as unknown as Challenge).mfa_token;
    const result = await secondStep({ mfa_token: mfaToken, code: codeAt(finance.totpSecret!) });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Logged in');
    expect(result.body.data).toMatchObject({ expires_in: 3600, staff: { id: finance.id, role: 'finance' } });
    expect((await suite.client.get('/admin/api/coin-adjustments', { token: result.body.data.token })).status).toBe(200);
  });

  it('refuses the same code (same time step) for a second sign-in, and any older step', async () => {
    const admin = await aStaffMember(suite.app).create();
    const code = codeAt(admin.totpSecret!);
    expect((await secondStep({ mfa_token: await challenge(admin), code })).status).toBe(200);
    const before = await sessionCount();
    expectRefusal(await secondStep({ mfa_token: await challenge(admin), code }), 422, 'TOTP_CODE_INVALID');
    expectRefusal(
      await secondStep({ mfa_token: await challenge(admin), code: codeAt(admin.totpSecret!, -1) }),
      422,
      'TOTP_CODE_INVALID',
    );
    expect(await sessionCount()).toBe(before);
    // The next step's code still signs in.
    const next = await secondStep({ mfa_token: await challenge(admin), code: codeAt(admin.totpSecret!, 1) });
    expect(next.status).toBe(200);
  });

  it('refuses a code two steps away, a tampered or expired challenge, and a disabled member', async () => {
    const support = await aStaffMember(suite.app).withRole('support').create();
    const mfaToken = await challenge(support);
    expectRefusal(
      await secondStep({ mfa_token: mfaToken, code: codeAt(support.totpSecret!, -2) }),
      422,
      'TOTP_CODE_INVALID',
    );
    const tampered = mfaToken.replace(/^\d+/, (id) => String(Number(id) + 1));
    expectRefusal(
      await secondStep({ mfa_token: tampered, code: codeAt(support.totpSecret!) }),
      401,
      'TOTP_CHALLENGE_INVALID',
    );
    const expired = suite.app.app.get(StaffTotpKeys).issueChallenge(support.id, Date.now() - 301_000).token;
    expectRefusal(
      await secondStep({ mfa_token: expired, code: codeAt(support.totpSecret!) }),
      401,
      'TOTP_CHALLENGE_INVALID',
    );
    expectRefusal(await secondStep({ mfa_token: 'garbage', code: '123456' }), 401, 'TOTP_CHALLENGE_INVALID');
    await suite.sql.query(`UPDATE staff SET disabled = true WHERE id = $1`, [support.id]);
    expectRefusal(
      await secondStep({ mfa_token: mfaToken, code: codeAt(support.totpSecret!) }),
      401,
      'TOTP_CHALLENGE_INVALID',
    );
  });

  it('refuses a body with neither code nor recovery code (400 VALIDATION_FAILED)', async () => {
    expectRefusal(await secondStep({ mfa_token: 'x' }), 400, 'VALIDATION_FAILED');
  });

  it('throttles wrong codes: after 5 in 15 minutes even the right code is refused (429) until the window ends', async () => {
    const finance = await aStaffMember(suite.app).withRole('finance').create();
    const wrong = String((Number(codeAt(finance.totpSecret!)) + 1) % 1_000_000).padStart(6, '0');
    const mfaToken = await challenge(finance);
    for (let i = 0; i < 4; i++) {
      expectRefusal(await secondStep({ mfa_token: mfaToken, code: wrong }), 422, 'TOTP_CODE_INVALID');
    }
    expectRefusal(await secondStep({ mfa_token: mfaToken, recovery_code: 'aaaa-bbbb-cccc' }), 422, 'TOTP_CODE_INVALID');
    const locked = await secondStep({ mfa_token: mfaToken, code: codeAt(finance.totpSecret!) });
    expectRefusal(locked, 429, 'RATE_LIMITED');
    expect((locked.body.data as unknown as { retry_after: number }).retry_after).toBeGreaterThan(0);
    // Another member is not locked out by it.
    const other = await aStaffMember(suite.app).withRole('finance').create();
    expect((await secondStep({ mfa_token: await challenge(other), code: codeAt(other.totpSecret!) })).status).toBe(200);
    nextWindow();
    expect((await secondStep({ mfa_token: await challenge(finance), code: codeAt(finance.totpSecret!) })).status).toBe(
      200,
    );
  });
});

describe('recovery codes', () => {
  async function enrolled(role: 'admin' | 'content' = 'admin') {
    const staff = await aStaffMember(suite.app).withRole(role).withoutTotp().signIn(suite.client);
    const { secret } = (await totpCall<{ secret: string }>('/setup', staff.token)).body.data;
    const codes = (await totpCall<{ recovery_codes: string[] }>('/enable', staff.token, { code: codeAt(secret) })).body
      .data.recovery_codes;
    return { ...staff, totpSecret: secret, codes };
  }

  it('signs in with a recovery code once (typed in any case, with spaces); audited', async () => {
    const admin = await enrolled();
    const [code] = admin.codes;
    const typed = ` ${code.toUpperCase().replace(/-/g, ' ')} `;
    const result = await secondStep({ mfa_token: await challenge(admin), recovery_code: typed });
    expect(result.status).toBe(200);
    expect((await suite.client.get('/admin/api/staff', { token: result.body.data.token })).status).toBe(200);
    expectRefusal(
      await secondStep({ mfa_token: await challenge(admin), recovery_code: code }),
      422,
      'TOTP_CODE_INVALID',
    );
    expect((await suite.client.get('/admin/api/auth/totp', { token: admin.token })).body.data).toMatchObject({
      recovery_codes_left: 9,
    });
    const audit = await auditEntries(suite.app, 'staff', admin.id);
    expect(audit.map((entry) => entry.action)).toEqual(['totp-enable', 'totp-recovery-code-use']);
    expect(audit[1]).toMatchObject({ staff_id: admin.id, after: { recovery_codes_left: 9 } });
    // Another member's code is not theirs.
    const other = await enrolled();
    expectRefusal(
      await secondStep({ mfa_token: await challenge(admin), recovery_code: other.codes[0] }),
      422,
      'TOTP_CODE_INVALID',
    );
  });

  it('regenerates with a current code: ten new codes, the old ones stop working; audited', async () => {
    const admin = await enrolled();
    expectRefusal(await totpCall('/recovery-codes', admin.token, { code: '000000' }), 422, 'TOTP_CODE_INVALID');
    const fresh = await totpCall<{ recovery_codes: string[] }>('/recovery-codes', admin.token, {
      code: await currentTotpCode(suite.app, admin),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recovery_codes).toHaveLength(10);
    expectRefusal(
      await secondStep({ mfa_token: await challenge(admin), recovery_code: admin.codes[1] }),
      422,
      'TOTP_CODE_INVALID',
    );
    const result = await secondStep({
      mfa_token: await challenge(admin),
      recovery_code: fresh.body.data.recovery_codes[0],
    });
    expect(result.status).toBe(200);
    const actions = (await auditEntries(suite.app, 'staff', admin.id)).map((entry) => entry.action);
    expect(actions).toEqual(['totp-enable', 'totp-recovery-codes-regenerate', 'totp-recovery-code-use']);
  });
});

describe('disabling', () => {
  it('a role that does not require it turns TOTP off with a current code; then the password alone signs in; audited', async () => {
    const content = await aStaffMember(suite.app).withRole('content').withTotp().signIn(suite.client);
    expectRefusal(await totpCall('/disable', content.token, { code: '000000' }), 422, 'TOTP_CODE_INVALID');
    const result = await totpCall('/disable', content.token, { code: await currentTotpCode(suite.app, content) });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Two-factor sign-in is off');
    expect((await login(content)).status).toBe(200);
    expectRefusal(await totpCall('/disable', content.token, { code: '000000' }), 409, 'TOTP_NOT_ENABLED');
    expectRefusal(await totpCall('/recovery-codes', content.token, { code: '000000' }), 409, 'TOTP_NOT_ENABLED');
    const { rows } = await suite.sql.query(`SELECT 1 FROM admin_staff_recovery_codes WHERE staff_id = $1`, [
      content.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await auditEntries(suite.app, 'staff', content.id)).map((entry) => entry.action)).toEqual(['totp-disable']);
  });

  it('a role that requires it cannot turn it off (403 TOTP_DISABLE_FORBIDDEN)', async () => {
    const finance = await aStaffMember(suite.app).withRole('finance').signIn(suite.client);
    const result = await totpCall('/disable', finance.token, { code: await currentTotpCode(suite.app, finance) });
    expectRefusal(result, 403, 'TOTP_DISABLE_FORBIDDEN');
    expect((await suite.client.get('/admin/api/auth/totp', { token: finance.token })).body.data).toMatchObject({
      enabled: true,
    });
  });
});

describe('STAFF_TOTP_REQUIRED=false (local development)', () => {
  let devApp: TestApp;
  beforeAll(async () => {
    devApp = await startTestApp({ staffTotpRequired: false });
  });
  afterAll(() => devApp.close());

  it('lets an unenrolled finance member work; an enrolled one still needs the code', async () => {
    const devClient = new ApiClient(devApp.baseUrl);
    const finance = await aStaffMember(devApp).withRole('finance').signIn(devClient);
    expect(finance.totpSecret).toBeUndefined();
    expect((await devClient.get('/admin/api/coin-adjustments', { token: finance.token })).status).toBe(200);
    expect((await devClient.get('/admin/api/auth/totp', { token: finance.token })).body.data).toMatchObject({
      required: false,
    });
    const enrolled = await aStaffMember(devApp).withRole('finance').withTotp().create();
    const result = await devClient.post('/admin/api/auth/login', {
      email: enrolled.email,
      password: enrolled.password,
    });
    expectRefusal(result, 401, 'TOTP_REQUIRED');
  });
});
