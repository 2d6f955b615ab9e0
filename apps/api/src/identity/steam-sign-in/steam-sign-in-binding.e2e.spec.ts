// Binding over real HTTP, after Steam sign-in through the sandbox OpenID provider: a Steam account
// without a mobile refused top-ups and extraction until it binds one (bind_mobile), and Steam bound
// to a phone account (steam/bind), with every refusal's key and proof that nothing changed. (The
// sign-in round trip itself: steam-sign-in.e2e.spec.ts.)
import { countPlayers, countSteamAccounts, identitySuite, sendCode, wrongCode } from '../testing/identity-e2e';
import { expectRefusal } from '../../platform/testing/api-client';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { aPlayer, randomMobile } from '../testing/test-player';
import { aSteamId, aSteamPlayer, steamAssertion, steamHandle, steamProfileOf, tradeUrlOf } from '../testing/test-steam';

const suite = identitySuite();

const me = (token: string) => steamProfileOf(suite.client, token);
const handle = (fields: Record<string, string>, extra?: Record<string, unknown>) =>
  steamHandle(suite.client, fields, extra);

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
    const before = await countSteamAccounts(suite.app);
    const second = await bindSteam(phone.token, aSteamId(), 'zh');
    expectRefusal(second, 409, 'STEAM_ALREADY_BOUND');
    expect(second.body.message).toBe('该账号已绑定 Steam 账号');

    const another = await aPlayer(suite.client).register();
    const taken = await bindSteam(another.token, first, 'en');
    expectRefusal(taken, 409, 'STEAM_ID_TAKEN');
    expect(taken.body.message).toBe('This Steam account is already bound to another account');
    const signedUp = await aSteamPlayer(suite.client);
    expectRefusal(await bindSteam(another.token, signedUp.steamId), 409, 'STEAM_ID_TAKEN');
    expect(await countSteamAccounts(suite.app)).toBe(before + 1);
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

  it('keeps the saved trade URL when binding its Steam account; refuses (409 STEAM_URL_OF_OTHER_ACCOUNT) to bind another, dropping nothing', async () => {
    // The regression: binding used to empty a saved trade URL of another Steam account without a word.
    const phone = await aPlayer(suite.client).register();
    const mine = aSteamId();
    expect(
      (await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(mine) }, { token: phone.token })).status,
    ).toBe(200);
    const other = aSteamId();
    const refused = await bindSteam(phone.token, other, 'en');
    expectRefusal(refused, 409, 'STEAM_URL_OF_OTHER_ACCOUNT');
    expect(refused.body.message).toMatch(/^Your saved trade URL belongs to another Steam account/);
    expect(await me(phone.token)).toMatchObject({ steam_id: mine, steam_url: tradeUrlOf(mine) });
    // Nothing bound: that Steam account still signs up on its own.
    expect((await handle(await steamAssertion(suite.client, other))).body.data.need_mobile).toBe(true);

    expect((await bindSteam(phone.token, mine)).status).toBe(200);
    expect(await me(phone.token)).toMatchObject({ steam_id: mine, steam_url: tradeUrlOf(mine) });
  });

  it('keeps trade URLs to the bound Steam account (422 STEAM_URL_NOT_YOURS); a URL of the new account saved first is kept on binding', async () => {
    const phone = await aPlayer(suite.client).register();
    const elsewhere = aSteamId();
    const steamId = aSteamId();
    expect(
      (await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(elsewhere) }, { token: phone.token }))
        .status,
    ).toBe(200);
    expect(
      (await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(steamId) }, { token: phone.token }))
        .status,
    ).toBe(200);
    expect((await bindSteam(phone.token, steamId)).status).toBe(200);
    expect(await me(phone.token)).toMatchObject({ steam_id: steamId, steam_url: tradeUrlOf(steamId) });
    expectRefusal(
      await suite.client.post('/api/set_steam_url', { steam_url: tradeUrlOf(elsewhere) }, { token: phone.token }),
      422,
      'STEAM_URL_NOT_YOURS',
    );
    expect(await me(phone.token)).toMatchObject({ steam_id: steamId, steam_url: tradeUrlOf(steamId) });
  });
});
