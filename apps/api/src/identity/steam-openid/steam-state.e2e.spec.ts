// A Steam round trip belongs to whoever started it (issue 27), over real HTTP with the sandbox
// provider and two players: the state in return_to is redeemable once, for 10 minutes, by the player
// who started a bind or the browser that started a sign-in (its state_secret); every refusal is
// 422 STEAM_STATE_INVALID and changes nothing, and the rightful owner can still use the assertion.
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { type TestApp, suiteOf } from '../../platform/testing/test-app';
import { STEAM_STATE_TTL_SECONDS } from '../domain/steam-state';
import { IdentityClock } from '../identity-clock';
import { countPlayers, sqlOf, startIdentityTestApp } from '../testing/identity-e2e';
import { aPlayer } from '../testing/test-player';
import { approveAtSandbox, aSteamId, startSteam, steamAssertion } from '../testing/test-steam';

let app: TestApp, client: ApiClient, clock: IdentityClock;
beforeAll(async () => {
  ({ app, client } = suiteOf(await startIdentityTestApp()));
  clock = app.app.get(IdentityClock);
});
afterEach(() => clock.setNow(null));
afterAll(() => app.close());

const steamIdOf = async (token: string) =>
  (await client.get<{ steam_id: string | null }>('/api/me', { token })).body.data.steam_id;
const accountsOfSteamId = async (steamId: string) =>
  Number(
    (
      await sqlOf(app).query<{ n: string }>(`SELECT count(*) AS n FROM identity_steam_accounts WHERE steam_id = $1`, [
        steamId,
      ])
    ).rows[0].n,
  );
const bind = (fields: Record<string, string>, token: string, lang?: 'zh' | 'en') =>
  client.post<{ steam_id: string }>('/api/steam/bind', fields, { token, lang });
const handle = (fields: Record<string, string>) =>
  client.post<{ token: string }>('/api/steam/handle', { ...fields, agree: true, adult: true });
/** Starts the round trip 11 minutes ago (the state is issued then), and comes back now. */
const startedElevenMinutesAgo = async <T>(start: () => Promise<T>): Promise<T> => {
  clock.setNow(new Date(Date.now() - (STEAM_STATE_TTL_SECONDS + 60) * 1000));
  const started = await start();
  clock.setNow(null);
  return started;
};

describe('POST /api/steam/bind with two players', () => {
  it("refuses P's assertion posted with Q's token, binds it for P, and only once", async () => {
    const p = await aPlayer(client).register();
    const q = await aPlayer(client).register();
    const steamId = aSteamId();
    const fields = await steamAssertion(client, steamId, 'bind', { token: p.token });

    const byQ = await bind(fields, q.token, 'en');
    expectRefusal(byQ, 422, 'STEAM_STATE_INVALID');
    expect(byQ.body.data).toEqual({ reason: 'unknown' });
    expect(byQ.body.message).toBe(
      'This Steam sign-in was not started by you, has expired or was already used; please start again',
    );
    expect(await accountsOfSteamId(steamId)).toBe(0);
    expect(await steamIdOf(q.token)).toBeNull();
    expect(await steamIdOf(p.token)).toBeNull();

    const byP = await bind(fields, p.token);
    expect(byP.status).toBe(200);
    expect(byP.body.data).toEqual({ steam_id: steamId });
    expect(await steamIdOf(p.token)).toBe(steamId);
    expect(await steamIdOf(q.token)).toBeNull();

    const again = await bind(fields, p.token, 'zh');
    expectRefusal(again, 422, 'STEAM_STATE_INVALID');
    expect(again.body.data).toEqual({ reason: 'used' });
    expect(again.body.message).toBe('该 Steam 登录不是由你发起、已过期或已被使用，请重新发起');
    expect(await accountsOfSteamId(steamId)).toBe(1);
  });

  it('refuses a state over 10 minutes old, binding nothing; a fresh round trip then binds', async () => {
    const p = await aPlayer(client).register();
    const steamId = aSteamId();
    const { url } = await startedElevenMinutesAgo(() => startSteam(client, 'bind', p.token));
    const fields = await approveAtSandbox(url, steamId);
    const expired = await bind(fields, p.token);
    expectRefusal(expired, 422, 'STEAM_STATE_INVALID');
    expect(expired.body.data).toEqual({ reason: 'expired' });
    expect(await accountsOfSteamId(steamId)).toBe(0);
    expect(await steamIdOf(p.token)).toBeNull();

    expect((await bind(await steamAssertion(client, steamId, 'bind', { token: p.token }), p.token)).status).toBe(200);
  });

  it('is still redeemable a moment before its 10 minutes are up', async () => {
    const p = await aPlayer(client).register();
    const steamId = aSteamId();
    clock.setNow(new Date(Date.now() - (STEAM_STATE_TTL_SECONDS - 30) * 1000));
    const { url } = await startSteam(client, 'bind', p.token);
    clock.setNow(null);
    expect((await bind(await approveAtSandbox(url, steamId), p.token)).status).toBe(200);
  });

  it('refuses an assertion whose return_to carries no state (a checkid_setup not started here)', async () => {
    const p = await aPlayer(client).register();
    const { url } = await startSteam(client, 'bind', p.token);
    url.searchParams.set('openid.return_to', `${app.baseUrl}/steam/bind`);
    const steamId = aSteamId();
    const refused = await bind(await approveAtSandbox(url, steamId), p.token);
    expectRefusal(refused, 422, 'STEAM_STATE_INVALID');
    expect(refused.body.data).toEqual({ reason: 'missing' });
    expect(await accountsOfSteamId(steamId)).toBe(0);
  });

  it("refuses P's assertion with Q's own state put in its return_to: the provider's signature no longer holds", async () => {
    const p = await aPlayer(client).register();
    const q = await aPlayer(client).register();
    const steamId = aSteamId();
    const fields = await steamAssertion(client, steamId, 'bind', { token: p.token });
    const qStart = await startSteam(client, 'bind', q.token);
    const forged = { ...fields, 'openid.return_to': qStart.url.searchParams.get('openid.return_to') ?? '' };
    const refused = await bind(forged, q.token);
    expectRefusal(refused, 422, 'STEAM_SIGN_IN_INVALID');
    expect(refused.body.data).toEqual({ reason: 'not_valid' });
    expect(await accountsOfSteamId(steamId)).toBe(0);
    // P's own assertion was not used up by it.
    expect((await bind(fields, p.token)).status).toBe(200);
  });
});

describe('POST /api/steam/handle with two browsers', () => {
  it("refuses P's assertion from Q's browser (Q's own secret, or none), signs P in with P's secret, and only once", async () => {
    const steamId = aSteamId();
    const pBrowser = await steamAssertion(client, steamId);
    const qBrowser = await startSteam(client);
    const players = await countPlayers(app);

    for (const secret of [qBrowser.stateSecret ?? '', undefined]) {
      const { state_secret: _mine, ...fields } = pBrowser;
      const refused = await handle(secret === undefined ? fields : { ...fields, state_secret: secret });
      expectRefusal(refused, 422, 'STEAM_STATE_INVALID');
      expect(refused.body.data).toEqual({ reason: 'unknown' });
    }
    expect(await countPlayers(app)).toBe(players);
    expect(await accountsOfSteamId(steamId)).toBe(0);

    const signedIn = await handle(pBrowser);
    expect(signedIn.status).toBe(200);
    expect(await steamIdOf(signedIn.body.data.token)).toBe(steamId);
    expect(await countPlayers(app)).toBe(players + 1);

    const again = await handle(pBrowser);
    expectRefusal(again, 422, 'STEAM_STATE_INVALID');
    expect(again.body.data).toEqual({ reason: 'used' });
    expect(await countPlayers(app)).toBe(players + 1);
  });

  it('refuses a sign-in state over 10 minutes old, creating nothing', async () => {
    const steamId = aSteamId();
    const { url, stateSecret } = await startedElevenMinutesAgo(() => startSteam(client));
    const fields = { ...(await approveAtSandbox(url, steamId)), state_secret: stateSecret ?? '' };
    const players = await countPlayers(app);
    const expired = await handle(fields);
    expectRefusal(expired, 422, 'STEAM_STATE_INVALID');
    expect(expired.body.data).toEqual({ reason: 'expired' });
    expect(await countPlayers(app)).toBe(players);
    expect(await accountsOfSteamId(steamId)).toBe(0);
  });

  it('refuses a bind state at sign-in, even with a secret', async () => {
    const p = await aPlayer(client).register();
    const { url } = await startSteam(client, 'bind', p.token);
    const { stateSecret } = await startSteam(client);
    // The bind's state in a sign-in's return_to (the sandbox signs what it is asked to): not this browser's.
    url.searchParams.set(
      'openid.return_to',
      (url.searchParams.get('openid.return_to') ?? '').replace('/steam/bind', '/steam/handle'),
    );
    const refused = await handle({ ...(await approveAtSandbox(url, aSteamId())), state_secret: stateSecret ?? '' });
    expectRefusal(refused, 422, 'STEAM_STATE_INVALID');
    expect(refused.body.data).toEqual({ reason: 'unknown' });
  });

  it('lets exactly one of two simultaneous redeems of one assertion through', async () => {
    const steamId = aSteamId();
    const fields = await steamAssertion(client, steamId);
    const players = await countPlayers(app);
    const results = await Promise.all([handle(fields), handle(fields)]);
    const winners = results.filter((result) => result.status === 200);
    const losers = results.filter((result) => result.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers.map((result) => result.body.error)).toEqual([
      expect.stringMatching(/^(STEAM_STATE_INVALID|STEAM_SIGN_IN_REPLAYED)$/),
    ]);
    expect(await countPlayers(app)).toBe(players + 1);
    expect(await accountsOfSteamId(steamId)).toBe(1);
  });
});
