// The registration caps over real HTTP (TRUST_PROXY on, so each test registers "from" its own
// forwarded address): at most REGISTRATIONS_PER_ADDRESS_PER_DAY new accounts a calendar day from one
// client address, and REGISTRATIONS_PER_DEVICE_PER_DAY with one device_id; a refusal is 429
// REGISTRATION_LIMIT in the request's language and changes nothing (no account, the SMS code still
// usable, nothing counted); the next day counts afresh; racing registrations at a cap: one wins.
import { type ApiClient, type ApiResult, expectRefusal } from '../../platform/testing/api-client';
import { startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { IdentityClock } from '../identity-clock';
import { countPlayers, sqlOf } from '../testing/identity-e2e';
import { randomMobile, sandboxSmsCode } from '../testing/test-player';

const PER_ADDRESS = 3;
const PER_DEVICE = 2;

let app: TestApp, client: ApiClient;
beforeAll(async () => {
  ({ app, client } = suiteOf(
    await startTestApp({
      trustProxy: ['127.0.0.1'],
      registrationsPerAddressPerDay: PER_ADDRESS,
      registrationsPerDevicePerDay: PER_DEVICE,
    }),
  ));
});
afterAll(() => app.close());
afterEach(() => app.app.get(IdentityClock).setNow(null));

let addresses = 0;
/** A forwarded address no other test uses. */
const anAddress = () => `203.0.113.${++addresses}`;

/** A mobile with a fresh register code (sent from its own address, so the SMS limits stay out of the way). */
async function aCode(): Promise<{ mobile: string; code: string }> {
  const mobile = randomMobile();
  const sent = await client.post(
    '/api/send_sms',
    { mobile, area_code: '86', is_use: 1 },
    { headers: { 'x-forwarded-for': anAddress() } },
  );
  if (sent.status !== 200) throw new Error(`send_sms: ${JSON.stringify(sent.body)}`);
  return { mobile, code: await sandboxSmsCode(client, mobile) };
}

async function register(
  address: string,
  options: { deviceId?: string; lang?: 'zh' | 'en'; code?: { mobile: string; code: string } } = {},
): Promise<ApiResult> {
  const { mobile, code } = options.code ?? (await aCode());
  return client.post(
    '/api/register',
    {
      stast: 'register',
      mobile,
      area_code: '86',
      verify: code,
      password: 'secret-pass-1',
      agree: true,
      adult: true,
      ...(options.deviceId ? { device_id: options.deviceId } : {}),
    },
    { headers: { 'x-forwarded-for': address }, lang: options.lang },
  );
}

async function counted(kind: 'address' | 'device', key: string): Promise<number[]> {
  const { rows } = await sqlOf(app).query<{ registrations: number }>(
    `SELECT registrations FROM identity_registration_counts WHERE kind = $1 AND key = $2 ORDER BY day`,
    [kind, key],
  );
  return rows.map((row) => Number(row.registrations));
}

/** Noon in Shanghai of the day before today's (so the real SMS codes, valid 5 minutes from now, are not expired). */
const yesterdayNoon = () => {
  const shanghaiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return new Date(new Date(`${shanghaiToday}T12:00:00+08:00`).getTime() - 24 * 3600_000);
};

describe('registration caps (e2e)', () => {
  it(`refuses registration number ${PER_ADDRESS + 1} of a day from one address (429 REGISTRATION_LIMIT), changing nothing; the next day and other addresses are not affected`, async () => {
    const address = anAddress();
    app.app.get(IdentityClock).setNow(yesterdayNoon());
    for (let i = 0; i < PER_ADDRESS; i++) expect((await register(address)).status).toBe(200);

    const refusedCode = await aCode();
    const players = await countPlayers(app);
    const en = await register(address, { code: refusedCode, lang: 'en' });
    expectRefusal(en, 429, 'REGISTRATION_LIMIT');
    expect(en.body.message).toBe(
      'Too many accounts were registered from this network or device today; please try again tomorrow',
    );
    const zh = await register(address, { code: refusedCode, lang: 'zh' });
    expectRefusal(zh, 429, 'REGISTRATION_LIMIT');
    expect(zh.body.message).toBe('今天从此网络或设备注册的账号已达上限，请明天再试');
    expect(await countPlayers(app)).toBe(players);
    expect(await countPlayers(app, refusedCode.mobile)).toBe(0);
    expect(await counted('address', address)).toEqual([PER_ADDRESS]);

    // The refused code was not used up: another address registers with it.
    expect((await register(anAddress(), { code: refusedCode })).status).toBe(200);

    // The next calendar day (Asia/Shanghai) counts afresh.
    app.app.get(IdentityClock).setNow(null);
    expect((await register(address)).status).toBe(200);
    expect(await counted('address', address)).toEqual([PER_ADDRESS, 1]);
  });

  it(`refuses registration number ${PER_DEVICE + 1} of a day with one device_id from any address; without a device_id only the address counts`, async () => {
    const device = `device-${Date.now()}-a`;
    for (let i = 0; i < PER_DEVICE; i++) expect((await register(anAddress(), { deviceId: device })).status).toBe(200);
    const address = anAddress();
    const code = await aCode();
    expectRefusal(await register(address, { deviceId: device, code }), 429, 'REGISTRATION_LIMIT');
    expect(await countPlayers(app, code.mobile)).toBe(0);
    // Refused as a whole: the address's count did not move either.
    expect(await counted('address', address)).toEqual([]);
    expect(await counted('device', device)).toEqual([PER_DEVICE]);
    expect((await register(address, { code })).status).toBe(200);
    expect((await register(address, { deviceId: `device-${Date.now()}-b` })).status).toBe(200);
  });

  it('refuses a malformed device_id (400 VALIDATION_FAILED naming it)', async () => {
    const result = await register(anAddress(), { deviceId: 'short' });
    expectRefusal(result, 400, 'VALIDATION_FAILED');
    expect((result.body.data as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'device_id',
    ]);
  });

  it('of parallel registrations from one address one below its cap, exactly one wins', async () => {
    const address = anAddress();
    for (let i = 0; i < PER_ADDRESS - 1; i++) expect((await register(address)).status).toBe(200);
    const codes = await Promise.all(Array.from({ length: 4 }, () => aCode()));
    const results = await Promise.all(codes.map((code) => register(address, { code })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 429, 429, 429]);
    for (const refused of results.filter((result) => result.status !== 200))
      expectRefusal(refused, 429, 'REGISTRATION_LIMIT');
    expect(await counted('address', address)).toEqual([PER_ADDRESS]);
    const created = await Promise.all(codes.map((code) => countPlayers(app, code.mobile)));
    expect(created.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('of parallel registrations with one device_id one below its cap, from different addresses, exactly one wins', async () => {
    const device = `device-${Date.now()}-c`;
    for (let i = 0; i < PER_DEVICE - 1; i++)
      expect((await register(anAddress(), { deviceId: device })).status).toBe(200);
    const codes = await Promise.all(Array.from({ length: 3 }, () => aCode()));
    const results = await Promise.all(codes.map((code) => register(anAddress(), { deviceId: device, code })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 429, 429]);
    expect(await counted('device', device)).toEqual([PER_DEVICE]);
  });
});
