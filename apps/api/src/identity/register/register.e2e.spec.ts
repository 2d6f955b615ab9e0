// send_sms, the sandbox SMS gateway and register, over real HTTP: the happy path with the contract's
// fields, and every refusal with its status, error key and proof that nothing changed.
import {
  countPlayers,
  playerRow,
  sandboxStatus,
  sendCode,
  identitySuite,
  issuedTokenPair,
  wrongCode,
} from '../testing/identity-e2e';
import { expectRefusal } from '../../platform/testing/api-client';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { aPlayer, randomMobile, sandboxSmsCode } from '../testing/test-player';

const suite = identitySuite();

const registration = (mobile: string, verify: string, extra: Record<string, unknown> = {}) => ({
  stast: 'register',
  mobile,
  area_code: '86',
  verify,
  password: 'secret-pass-1',
  agree: true,
  adult: true,
  ...extra,
});

describe('POST /api/send_sms and GET /sandbox/sms', () => {
  it('sends a 6-digit code the sandbox shows, stored only as a salted hash', async () => {
    const mobile = randomMobile();
    const sent = await suite.client.post('/api/send_sms', { mobile, is_use: 1 }); // area_code defaults to 86
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code: 200, data: null, message: 'Verification code sent' });
    const sandbox = await fetch(`${suite.app.baseUrl}/sandbox/sms?mobile=${mobile}&area_code=86`);
    const body = (await sandbox.json()) as { code: string; sent_at: string };
    expect(body.code).toMatch(/^\d{6}$/);
    expect(new Date(body.sent_at).toISOString()).toBe(body.sent_at);
    const { rows } = await suite.sql.query(`SELECT * FROM identity_sms_codes WHERE mobile = $1`, [mobile]);
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]).map(String)).not.toContain(body.code);
    expect(rows[0]).toMatchObject({ area_code: '86', purpose: 1, failed_attempts: 0, used_at: null });
  });

  it('refuses a second code within 60 s (429 SMS_TOO_FREQUENT), keeping the first valid; after 60 s only the new code counts', async () => {
    const mobile = randomMobile();
    const first = await sendCode(suite.client, mobile, 1);
    expectRefusal(
      await suite.client.post('/api/send_sms', { mobile, area_code: '86', is_use: 1 }),
      429,
      'SMS_TOO_FREQUENT',
    );
    expect(await sandboxSmsCode(suite.client, mobile)).toBe(first);
    advanceRateLimitClock(suite.app, 61);
    const second = await sendCode(suite.client, mobile, 1);
    if (second !== first) {
      expectRefusal(await suite.client.post('/api/register', registration(mobile, first)), 422, 'SMS_CODE_INVALID');
    }
    expect((await suite.client.post('/api/register', registration(mobile, second))).status).toBe(200);
  });

  it('refuses a register code for a registered mobile (409 MOBILE_TAKEN) and sends nothing', async () => {
    const player = await aPlayer(suite.client).register();
    const before = await sandboxSmsCode(suite.client, player.mobile);
    advanceRateLimitClock(suite.app, 61);
    expectRefusal(
      await suite.client.post('/api/send_sms', { mobile: player.mobile, area_code: '86', is_use: 1 }),
      409,
      'MOBILE_TAKEN',
    );
    expectRefusal(
      await suite.client.post('/api/send_sms', { mobile: player.mobile, area_code: '86', is_use: 3 }),
      409,
      'MOBILE_TAKEN',
    );
    expect(await sandboxSmsCode(suite.client, player.mobile)).toBe(before);
  });

  it('refuses a login code for an unknown mobile (404 USER_NOT_FOUND) and sends nothing', async () => {
    const mobile = randomMobile();
    expectRefusal(
      await suite.client.post('/api/send_sms', { mobile, area_code: '86', is_use: 2 }),
      404,
      'USER_NOT_FOUND',
    );
    expect(await sandboxStatus(suite.client, mobile)).toBe(404);
  });

  it.each([
    ['a mobile with letters', { mobile: '1380013800a', is_use: 1 }, 'mobile'],
    ['a +86 mobile of 10 digits', { mobile: '1380013800', is_use: 1 }, 'mobile'],
    ['an unknown is_use', { mobile: '13800138000', is_use: 4 }, 'is_use'],
    ['a bad area code', { mobile: '13800138000', area_code: '+86', is_use: 1 }, 'area_code'],
  ])('refuses %s (400 VALIDATION_FAILED naming the field)', async (_name, body, field) => {
    const result = await suite.client.post<{ errors: { field: string }[] }>('/api/send_sms', body);
    expectRefusal(result, 400, 'VALIDATION_FAILED');
    expect(result.body.data.errors.map((e) => e.field)).toContain(field);
    expect(await sandboxStatus(suite.client, '13800138000')).toBe(404);
  });

  it('names the invalid fields in the request language', async () => {
    const body = { stast: 'register', mobile: '12', verify: 'abc', password: 'x' };
    const zh = await suite.client.post<{ errors: { field: string; message: string }[] }>('/api/register', body, {
      lang: 'zh',
    });
    const en = await suite.client.post<{ errors: { field: string; message: string }[] }>('/api/register', body, {
      lang: 'en',
    });
    expectRefusal(zh, 400, 'VALIDATION_FAILED');
    const messageOf = (result: typeof zh, field: string) =>
      result.body.data.errors.filter((e) => e.field === field).map((e) => e.message);
    expect(messageOf(zh, 'verify')).toContain('验证码须为6位数字');
    expect(messageOf(en, 'verify')).toContain('verify must be 6 digits');
    expect(messageOf(zh, 'mobile')).toContain('手机号格式不正确');
    expect(messageOf(zh, 'password')).toEqual(['password 长度不符合要求']);
    expect(messageOf(en, 'password')[0]).toMatch(/password must be longer/);
    expect(await countPlayers(suite.app, '12')).toBe(0);
  });

  it('the sandbox answers 404 for a number without codes', async () => {
    expect(await sandboxStatus(suite.client, randomMobile())).toBe(404);
  });
});

describe('POST /api/register', () => {
  it('registers, returns a token pair, and /api/me shows the contract fields', async () => {
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 1);
    const result = await suite.client.post<{ token: string; refresh_token: string; expires_in: number }>(
      '/api/register',
      registration(mobile, code),
      { lang: 'zh' },
    );
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('注册成功');
    expect(result.body.data).toEqual(issuedTokenPair(suite.app));
    const me = await suite.client.get<Record<string, unknown>>('/api/me', { token: result.body.data.token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body.data).sort()).toEqual(
      [
        'id',
        'name',
        'avatar',
        'mobile',
        'area_code',
        'invite_code',
        'steam_id',
        'steam_url',
        'bean',
        'vip_level',
        'total_recharge',
        'is_recharge',
        'inviter',
        'lang',
      ].sort(),
    );
    expect(me.body.data).toMatchObject({
      id: expect.any(String),
      name: `Player_${me.body.data.invite_code as string}`,
      avatar: null,
      mobile,
      area_code: '86',
      invite_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      steam_id: null,
      steam_url: null,
      bean: '0.00',
      vip_level: 0,
      total_recharge: '0.00',
      is_recharge: 0,
      inviter: null,
      lang: 'zh',
    });
    const row = await playerRow(suite.app, mobile);
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('gives every player its own id and invite code', async () => {
    const [a, b] = [await aPlayer(suite.client).register(), await aPlayer(suite.client).register()];
    expect(a.id).not.toBe(b.id);
    expect(a.inviteCode).not.toBe(b.inviteCode);
  });

  it('binds the inviter of a valid invite code (any letter case)', async () => {
    const inviter = await aPlayer(suite.client).register();
    const invitee = await aPlayer(suite.client).invitedBy(inviter.inviteCode.toLowerCase()).register();
    const me = await suite.client.get<{ inviter: unknown }>('/api/me', { token: invitee.token });
    const inviterMe = await suite.client.get<{ name: string }>('/api/me', { token: inviter.token });
    expect(me.body.data.inviter).toEqual({ name: inviterMe.body.data.name, invite_code: inviter.inviteCode });
  });

  describe('refusals leave no account and do not use up the code', () => {
    it.each([
      ['no agreement', 422, 'AGREEMENT_REQUIRED', { agree: false }],
      ['agreement missing', 422, 'AGREEMENT_REQUIRED', { agree: undefined }],
      ['not adult', 422, 'AGE_REQUIRED', { adult: false }],
      ['unknown invite code', 422, 'INVITE_CODE_INVALID', { invite_code: 'ZZZZZZZZ' }],
      ['a 5-character password', 400, 'VALIDATION_FAILED', { password: '12345' }],
      ['a 33-character password', 400, 'VALIDATION_FAILED', { password: 'x'.repeat(33) }],
      ['a wrong stast', 400, 'VALIDATION_FAILED', { stast: 'login' }],
      ['a code that is not 6 digits', 400, 'VALIDATION_FAILED', { verify: '12345' }],
    ])('%s: %i %s', async (_name, status, error, change) => {
      const mobile = randomMobile();
      const code = await sendCode(suite.client, mobile, 1);
      const playersBefore = await countPlayers(suite.app);
      expectRefusal(await suite.client.post('/api/register', registration(mobile, code, change)), status, error);
      expect(await countPlayers(suite.app)).toBe(playersBefore);
      expect((await suite.client.post('/api/register', registration(mobile, code))).status).toBe(200);
    });
  });

  it('refuses a wrong code (422 SMS_CODE_INVALID) and leaves no account', async () => {
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 1);
    expectRefusal(
      await suite.client.post('/api/register', registration(mobile, wrongCode(code))),
      422,
      'SMS_CODE_INVALID',
    );
    expect(await countPlayers(suite.app, mobile)).toBe(0);
  });

  it('refuses without any code, and with a code sent for another purpose (bind)', async () => {
    const unsent = randomMobile();
    expectRefusal(await suite.client.post('/api/register', registration(unsent, '123456')), 422, 'SMS_CODE_INVALID');
    expect(await countPlayers(suite.app, unsent)).toBe(0);
    const mobile = randomMobile();
    const bindCode = await sendCode(suite.client, mobile, 3);
    expectRefusal(await suite.client.post('/api/register', registration(mobile, bindCode)), 422, 'SMS_CODE_INVALID');
    expect(await countPlayers(suite.app, mobile)).toBe(0);
  });

  it('burns a code after 5 wrong tries: the right code then fails, a resend within 60 s is refused, and it stays burned', async () => {
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 1);
    for (let attempt = 0; attempt < 5; attempt++) {
      expectRefusal(
        await suite.client.post('/api/register', registration(mobile, wrongCode(code))),
        422,
        'SMS_CODE_INVALID',
      );
    }
    expectRefusal(await suite.client.post('/api/register', registration(mobile, code)), 422, 'SMS_CODE_INVALID');
    expectRefusal(
      await suite.client.post('/api/send_sms', { mobile, area_code: '86', is_use: 1 }),
      429,
      'SMS_TOO_FREQUENT',
    );
    expectRefusal(await suite.client.post('/api/register', registration(mobile, code)), 422, 'SMS_CODE_INVALID');
    expect(await countPlayers(suite.app, mobile)).toBe(0);
    const { rows } = await suite.sql.query<{ failed_attempts: number; used_at: unknown }>(
      `SELECT failed_attempts, used_at FROM identity_sms_codes WHERE mobile = $1`,
      [mobile],
    );
    expect(rows).toEqual([{ failed_attempts: 5, used_at: null }]);
  });

  it('refuses an expired code (older than 5 minutes)', async () => {
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 1);
    await suite.sql.query(`UPDATE identity_sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [
      mobile,
    ]);
    expectRefusal(await suite.client.post('/api/register', registration(mobile, code)), 422, 'SMS_CODE_INVALID');
    expect(await countPlayers(suite.app, mobile)).toBe(0);
  });

  it('refuses a used code and a taken mobile (409 MOBILE_TAKEN); the first account is untouched', async () => {
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 1);
    expect((await suite.client.post('/api/register', registration(mobile, code))).status).toBe(200);
    const before = await playerRow(suite.app, mobile);
    expectRefusal(
      await suite.client.post('/api/register', registration(mobile, code, { password: 'another-pass' })),
      409,
      'MOBILE_TAKEN',
    );
    expect(await countPlayers(suite.app, mobile)).toBe(1);
    expect(await playerRow(suite.app, mobile)).toEqual(before);
  });

  it('of two simultaneous registrations of one mobile exactly one succeeds', async () => {
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 1);
    const results = await Promise.all([
      suite.client.post('/api/register', registration(mobile, code)),
      suite.client.post('/api/register', registration(mobile, code)),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(['MOBILE_TAKEN', 'SMS_CODE_INVALID']).toContain(results.find((r) => r.status !== 200)?.body.error);
    expect(await countPlayers(suite.app, mobile)).toBe(1);
  });
});

describe('per-address SMS limit', () => {
  it('refuses the 51st code an hour from one client address (429 RATE_LIMITED) and sends nothing', async () => {
    advanceRateLimitClock(suite.app, 3601); // a fresh hour for this address
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push(
        (await suite.client.post('/api/send_sms', { mobile: randomMobile(), area_code: '86', is_use: 1 })).status,
      );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const mobile = randomMobile();
    const refused = await suite.client.post<{ retry_after: number }>('/api/send_sms', {
      mobile,
      area_code: '86',
      is_use: 1,
    });
    expectRefusal(refused, 429, 'RATE_LIMITED');
    expect(refused.body.data.retry_after).toBeGreaterThan(0);
    expect(await sandboxStatus(suite.client, mobile)).toBe(404);
  });
});
