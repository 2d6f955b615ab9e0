// Steam sign-in through the sandbox OpenID provider over real HTTP: the round trip, a new account
// without a mobile (need_mobile), top-ups and extraction refused until a mobile is bound, bind_mobile,
// binding Steam to a phone account, and every refusal with its key and proof that nothing changed.
import { countPlayers, sendCode, identitySuite, issuedTokenPair, wrongCode } from '../testing/identity-e2e';
import { expectRefusal } from '../../platform/testing/api-client';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { aPlayer, randomMobile } from '../testing/test-player';
import { approveAtSandbox, aSteamId, aSteamPlayer, startSteam, steamAssertion } from '../testing/test-steam';

const suite = identitySuite();

interface Me {
  id: string;
  mobile: string | null;
  area_code: string | null;
  steam_id: string | null;
  steam_url: string | null;
  name: string;
}
const me = async (token: string) => (await suite.client.get<Me>('/api/me', { token })).body.data;
const handle = (fields: Record<string, string>, extra: Record<string, unknown> = { agree: true, adult: true }) =>
  suite.client.post<{ token: string; refresh_token: string; expires_in: number; need_mobile: boolean }>(
    '/api/steam/handle',
    {
      ...fields,
      ...extra,
    },
  );
const steamAccounts = async () =>
  Number((await suite.sql.query<{ n: string }>(`SELECT count(*) AS n FROM identity_steam_accounts`)).rows[0].n);
const tradeUrlOf = (steamId: string) =>
  `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=AbCd1234`;

describe('GET /api/steam/login and the sandbox provider', () => {
  it('sends the browser to the sandbox with an OpenID 2.0 checkid_setup for /steam/handle or /steam/bind, with a fresh state', async () => {
    const { url, stateSecret } = await startSteam(suite.client);
    expect(url.origin + url.pathname).toBe(`${suite.app.baseUrl}/sandbox/steam/login`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': expect.stringMatching(new RegExp(`^${suite.app.baseUrl}/steam/handle\\?state=[\\w-]{43}$`)),
      'openid.realm': `${suite.app.baseUrl}/`,
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    expect(stateSecret).toMatch(/^[\w-]{43}$/);
    const again = await startSteam(suite.client);
    expect(again.url.searchParams.get('openid.return_to')).not.toBe(url.searchParams.get('openid.return_to'));
    expect(again.stateSecret).not.toBe(stateSecret);

    const player = await aPlayer(suite.client).register();
    const bind = await startSteam(suite.client, 'bind', player.token);
    expect(bind.url.searchParams.get('openid.return_to')).toMatch(
      new RegExp(`^${suite.app.baseUrl}/steam/bind\\?state=[\\w-]{43}$`),
    );
    expect(bind.stateSecret).toBeUndefined();
  });

  it('starts a bind for a signed-in player only (401)', async () => {
    expectRefusal(await suite.client.get('/api/steam/login?purpose=bind'), 401, 'UNAUTHENTICATED');
    expectRefusal(await suite.client.get('/api/steam/login?purpose=bind', { token: 'nope' }), 401, 'TOKEN_INVALID');
  });

  it('shows a sign-in page in the language asked, and refuses what is not a checkid_setup', async () => {
    const { url } = await startSteam(suite.client);
    url.searchParams.set('lang', 'zh');
    const zh = await fetch(url);
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await zh.text()).toContain('通过 Steam 登录');
    url.searchParams.set('openid.mode', 'checkid_immediate');
    expect((await fetch(url)).status).toBe(400);
  });

  it('answers a positive assertion signed over the key-value form, valid once checked with check_authentication', async () => {
    const steamId = aSteamId();
    const { url } = await startSteam(suite.client);
    const fields = await approveAtSandbox(url, steamId);
    expect(fields).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': `${suite.app.baseUrl}/sandbox/steam/login`,
      'openid.claimed_id': `https://steamcommunity.com/openid/id/${steamId}`,
      'openid.identity': `https://steamcommunity.com/openid/id/${steamId}`,
      'openid.return_to': url.searchParams.get('openid.return_to'),
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    });
    expect(fields['openid.response_nonce']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ.+/);
    const check = async (body: Record<string, string>) =>
      (
        await fetch(`${suite.app.baseUrl}/sandbox/steam/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...body, 'openid.mode': 'check_authentication' }).toString(),
        })
      ).text();
    expect(await check(fields)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    const tampered = { ...fields, 'openid.claimed_id': `https://steamcommunity.com/openid/id/${aSteamId()}` };
    expect(await check(tampered)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n');
  });

  it('refuses an id that is not 17 digits on its page (422), redirecting nowhere', async () => {
    const { url: login } = await startSteam(suite.client);
    const form = new URLSearchParams(login.searchParams);
    form.set('steam_id', '12345');
    form.set('action', 'approve');
    const response = await fetch(`${suite.app.baseUrl}/sandbox/steam/login/approve?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('A Steam id is an individual account id of 17 digits');
  });
});

describe('POST /api/steam/handle', () => {
  it('signs up a new Steam id: tokens, need_mobile, /api/me with steam_id and no mobile', async () => {
    const steamId = aSteamId();
    const players = await countPlayers(suite.app);
    const result = await handle(await steamAssertion(suite.client, steamId), { agree: true, adult: true });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      ...issuedTokenPair(suite.app),
      need_mobile: true,
    });
    expect(await countPlayers(suite.app)).toBe(players + 1);
    const profile = await me(result.body.data.token);
    expect(profile).toMatchObject({ mobile: null, area_code: null, steam_id: steamId, steam_url: null });
    expect(profile.name).toMatch(/^Player_/);
  });

  it('signs the same Steam id in to the same account afterwards', async () => {
    const first = await aSteamPlayer(suite.client);
    const again = await handle(await steamAssertion(suite.client, first.steamId), {});
    expect(again.status).toBe(200);
    expect(again.body.data.need_mobile).toBe(true);
    expect((await me(again.body.data.token)).id).toBe((await me(first.token)).id);
  });

  it.each([
    ['without agreement', 'AGREEMENT_REQUIRED', { adult: true }],
    ['without 18+', 'AGE_REQUIRED', { agree: true }],
  ])('asks a new Steam id for consent %s (422 %s) without using the assertion up', async (_name, error, extra) => {
    const fields = await steamAssertion(suite.client, aSteamId());
    const players = await countPlayers(suite.app);
    expectRefusal(await handle(fields, extra), 422, error);
    expect(await countPlayers(suite.app)).toBe(players);
    expect((await handle(fields, { agree: true, adult: true })).status).toBe(200);
  });

  it('refuses a replayed assertion (422 STEAM_STATE_INVALID: its state is used up), in zh and en', async () => {
    const fields = await steamAssertion(suite.client, aSteamId());
    expect((await handle(fields)).status).toBe(200);
    const players = await countPlayers(suite.app);
    // Its state is used up with it (steam-state.e2e.spec.ts: who may redeem a state, and when).
    const zh = await suite.client.post('/api/steam/handle', fields, { lang: 'zh' });
    expectRefusal(zh, 422, 'STEAM_STATE_INVALID');
    expect(zh.body.data).toEqual({ reason: 'used' });
    expect(zh.body.message).toBe('该 Steam 登录不是由你发起、已过期或已被使用，请重新发起');
    const en = await suite.client.post('/api/steam/handle', fields, { lang: 'en' });
    expect(en.body.message).toBe(
      'This Steam sign-in was not started by you, has expired or was already used; please start again',
    );
    expect(await countPlayers(suite.app)).toBe(players);
  });

  it.each([
    [
      'a tampered signature',
      (f: Record<string, string>) => ({ ...f, 'openid.sig': Buffer.alloc(32, 7).toString('base64') }),
      'not_valid',
    ],
    [
      'another claimed id under the same signature',
      (f: Record<string, string>) => {
        const other = `https://steamcommunity.com/openid/id/${aSteamId()}`;
        return { ...f, 'openid.claimed_id': other, 'openid.identity': other };
      },
      'not_valid',
    ],
    [
      "a claimed id that is not Steam's",
      (f: Record<string, string>) => ({ ...f, 'openid.claimed_id': 'https://example.com/id/1' }),
      'claimed_id',
    ],
    [
      'another return_to',
      (f: Record<string, string>) => ({ ...f, 'openid.return_to': 'https://evil.example/steam/handle' }),
      'return_to',
    ],
    [
      'another provider',
      (f: Record<string, string>) => ({ ...f, 'openid.op_endpoint': 'https://evil.example/openid/login' }),
      'op_endpoint',
    ],
    [
      'an unsigned return_to',
      (f: Record<string, string>) => ({
        ...f,
        'openid.signed': 'signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle',
      }),
      'unsigned_field',
    ],
    [
      'an old nonce',
      (f: Record<string, string>) => ({ ...f, 'openid.response_nonce': '2020-01-01T00:00:00Zabc' }),
      'nonce',
    ],
    [
      'a checkid_setup instead of id_res',
      (f: Record<string, string>) => ({ ...f, 'openid.mode': 'checkid_setup' }),
      'not_positive',
    ],
  ])('refuses %s (422 STEAM_SIGN_IN_INVALID) and creates nothing', async (_name, change, reason) => {
    const fields = await steamAssertion(suite.client, aSteamId());
    const players = await countPlayers(suite.app);
    const refused = await handle(change(fields));
    expectRefusal(refused, 422, 'STEAM_SIGN_IN_INVALID');
    expect(refused.body.data).toEqual({ reason });
    expect(await countPlayers(suite.app)).toBe(players);
  });

  it('refuses an assertion made for binding (return_to /steam/bind)', async () => {
    const player = await aPlayer(suite.client).register();
    const fields = await steamAssertion(suite.client, aSteamId(), 'bind', { token: player.token });
    expectRefusal(await handle(fields), 422, 'STEAM_SIGN_IN_INVALID');
  });

  it('says so when the player cancelled at the provider (422 STEAM_SIGN_IN_CANCELLED)', async () => {
    const { url, stateSecret } = await startSteam(suite.client);
    const fields = await approveAtSandbox(url, aSteamId(), 'cancel');
    expect(fields).toEqual({ 'openid.ns': 'http://specs.openid.net/auth/2.0', 'openid.mode': 'cancel' });
    expectRefusal(await handle({ ...fields, state_secret: stateSecret ?? '' }), 422, 'STEAM_SIGN_IN_CANCELLED');
  });
});

describe('a Steam account without a mobile', () => {
  it('may not top up or extract (422 MOBILE_REQUIRED, zh/en) until it binds one with an SMS code; then it may', async () => {
    const steam = await aSteamPlayer(suite.client);
    const token = steam.token;
    const recharge = await suite.client.post('/api/recharge', { id: 'pkg-100', pay_way: 7 }, { token, lang: 'zh' });
    expectRefusal(recharge, 422, 'MOBILE_REQUIRED');
    expect(recharge.body.message).toBe('请先绑定手机号后再充值或提取');
    const card = await suite.client.post('/api/card-recharge', { card: 'ANY-CODE' }, { token, lang: 'en' });
    expectRefusal(card, 422, 'MOBILE_REQUIRED');
    expect(card.body.message).toBe('Bind a mobile number before topping up or extracting');
    expectRefusal(await suite.client.post('/api/extract', { data: ['1'] }, { token }), 422, 'MOBILE_REQUIRED');

    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 3);
    expectRefusal(
      await suite.client.post('/api/bind_mobile', { mobile, area_code: '86', verify: wrongCode(code) }, { token }),
      422,
      'SMS_CODE_INVALID',
    );
    expect((await me(token)).mobile).toBeNull();
    const bound = await suite.client.post('/api/bind_mobile', { mobile, area_code: '86', verify: code }, { token });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toEqual({ mobile });
    expect(await me(token)).toMatchObject({ mobile, area_code: '86', steam_id: steam.steamId });

    const placed = await suite.client.post<{ order_id: string }>(
      '/api/recharge',
      { id: 'pkg-100', pay_way: 7 },
      { token },
    );
    expect(placed.status).toBe(200);
    const again = await handle(await steamAssertion(suite.client, steam.steamId), {});
    expect(again.body.data.need_mobile).toBe(false);
    // The bound mobile signs in by SMS; there is no password to log in with.
    advanceRateLimitClock(suite.app, 61);
    const loginCode = await sendCode(suite.client, mobile, 2);
    expect(
      (await suite.client.post('/api/login', { stast: 'login', mobile, area_code: '86', verify: loginCode })).status,
    ).toBe(200);
    expectRefusal(
      await suite.client.post('/api/login', { stast: 'login', mobile, area_code: '86', password: 'anything-1' }),
      401,
      'LOGIN_FAILED',
    );
  });

  it('refuses a mobile another account took after the code was sent (409 MOBILE_TAKEN), and a second binding', async () => {
    const steam = await aSteamPlayer(suite.client);
    const mobile = randomMobile();
    const bindCode = await sendCode(suite.client, mobile, 3);
    advanceRateLimitClock(suite.app, 61);
    await aPlayer(suite.client).withMobile(mobile).register();
    expectRefusal(
      await suite.client.post(
        '/api/bind_mobile',
        { mobile, area_code: '86', verify: bindCode },
        { token: steam.token },
      ),
      409,
      'MOBILE_TAKEN',
    );
    expect((await me(steam.token)).mobile).toBeNull();
    expect(await countPlayers(suite.app, mobile)).toBe(1);

    const phone = await aPlayer(suite.client).register();
    const other = randomMobile();
    const code = await sendCode(suite.client, other, 3);
    expectRefusal(
      await suite.client.post(
        '/api/steam/bind_mobile',
        { mobile: other, area_code: '86', verify: code },
        { token: phone.token },
      ),
      409,
      'MOBILE_ALREADY_BOUND',
    );
    expect((await me(phone.token)).mobile).toBe(phone.mobile);
  });

  it('needs a signed-in player to bind (401)', async () => {
    expectRefusal(
      await suite.client.post('/api/bind_mobile', { mobile: randomMobile(), verify: '123456' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('POST /api/steam/bind', () => {
  /** A whole bind round trip for the player of `token`: started and posted by that player. */
  const bindSteam = async (token: string, steamId: string, lang?: 'zh' | 'en') =>
    suite.client.post('/api/steam/bind', await steamAssertion(suite.client, steamId, 'bind', { token }), {
      token,
      lang,
    });

  it('binds a Steam account to a phone account; that Steam id then signs in to it (need_mobile false)', async () => {
    const phone = await aPlayer(suite.client).register();
    const steamId = aSteamId();
    const bound = await bindSteam(phone.token, steamId);
    expect(bound.status).toBe(200);
    expect(bound.body.data).toEqual({ steam_id: steamId });
    expect(await me(phone.token)).toMatchObject({ steam_id: steamId, mobile: phone.mobile });
    const signedIn = await handle(await steamAssertion(suite.client, steamId), {});
    expect(signedIn.body.data.need_mobile).toBe(false);
    expect((await me(signedIn.body.data.token)).id).toBe(phone.id);
  });

  it('refuses a second Steam account (409 STEAM_ALREADY_BOUND) and a Steam id bound elsewhere (409 STEAM_ID_TAKEN)', async () => {
    const phone = await aPlayer(suite.client).register();
    const first = aSteamId();
    expect((await bindSteam(phone.token, first)).status).toBe(200);
    const before = await steamAccounts();
    const second = await bindSteam(phone.token, aSteamId(), 'zh');
    expectRefusal(second, 409, 'STEAM_ALREADY_BOUND');
    expect(second.body.message).toBe('该账号已绑定 Steam 账号');

    const another = await aPlayer(suite.client).register();
    const taken = await bindSteam(another.token, first, 'en');
    expectRefusal(taken, 409, 'STEAM_ID_TAKEN');
    expect(taken.body.message).toBe('This Steam account is already bound to another account');
    const signedUp = await aSteamPlayer(suite.client);
    expectRefusal(await bindSteam(another.token, signedUp.steamId), 409, 'STEAM_ID_TAKEN');
    expect(await steamAccounts()).toBe(before + 1);
    expect((await me(phone.token)).steam_id).toBe(first);
    expect((await me(another.token)).steam_id).toBeNull();
  });

  it('refuses an assertion made for sign-in (return_to /steam/handle)', async () => {
    const phone = await aPlayer(suite.client).register();
    expectRefusal(
      await suite.client.post('/api/steam/bind', await steamAssertion(suite.client, aSteamId()), {
        token: phone.token,
      }),
      422,
      'STEAM_SIGN_IN_INVALID',
    );
    expect((await me(phone.token)).steam_id).toBeNull();
  });

  it('keeps trade URLs to the bound Steam account (422 STEAM_URL_NOT_YOURS) and drops one of another on binding', async () => {
    const phone = await aPlayer(suite.client).register();
    const elsewhere = aSteamId();
    expect(
      (await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(elsewhere) }, { token: phone.token }))
        .status,
    ).toBe(200);
    const steamId = aSteamId();
    await bindSteam(phone.token, steamId);
    expect(await me(phone.token)).toMatchObject({ steam_id: steamId, steam_url: null });
    expectRefusal(
      await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(elsewhere) }, { token: phone.token }),
      422,
      'STEAM_URL_NOT_YOURS',
    );
    expect(
      (await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(steamId) }, { token: phone.token }))
        .status,
    ).toBe(200);
    expect(await me(phone.token)).toMatchObject({ steam_id: steamId, steam_url: tradeUrlOf(steamId) });
  });
});
