// Steam sign-in through the sandbox OpenID provider over real HTTP: the round trip, a new account
// without a mobile (need_mobile), the same Steam id signing in again, and every refused assertion
// with its key and proof that nothing changed. (Binding a mobile to a Steam account and Steam to a
// phone account: steam-sign-in-binding.e2e.spec.ts.)
import { countPlayers, identitySuite, issuedTokenPair } from '../testing/identity-e2e';
import { expectRefusal } from '../../platform/testing/api-client';
import { aPlayer } from '../testing/test-player';
import {
  approveAtSandbox,
  aSteamId,
  aSteamPlayer,
  startSteam,
  steamAssertion,
  steamHandle,
  steamProfileOf,
} from '../testing/test-steam';

const suite = identitySuite();

const me = (token: string) => steamProfileOf(suite.client, token);
const handle = (fields: Record<string, string>, extra?: Record<string, unknown>) =>
  steamHandle(suite.client, fields, extra);

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
