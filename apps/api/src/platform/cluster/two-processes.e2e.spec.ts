// Two API processes on one PostgreSQL database (two app instances, each with its own pool, its own
// listening connection and its own caches), as a fleet behind a load balancer runs them: what one
// changes, the other's memory follows (sessions, the box cache, the site settings), a signed
// request's nonce and a rate limit hold on the other, pushes from the log reach sockets on either, a socket
// joins a channel through the other, and the online count adds both. PostgreSQL only: the embedded
// PGlite store is one process's.
import { CommandBus } from '@nestjs/cqrs';
import { signingHeaders, type BalanceMessage, type DropMessage } from '@lootledger/contracts';
import { BoxCache } from '../../catalogue/store/box.cache';
import { CatalogueRepository } from '../../catalogue/store/catalogue.repository';
import { SaveSiteSettingsCommand } from '../../content/site-settings/save-site-settings.command';
import { aDemoBox, startGamesTestApp, topUp, waitUntil, type GamesTestApp } from '../../games/testing';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { RealtimeHub } from '../../realtime';
import { ResponsibleGamingService } from '../../responsible-gaming/responsible-gaming.service';
import { openSocket, type TestSocket } from '../../realtime/testing';
import { SiteSettingsStore } from '../site-info';
import { createPersistentTestStore, type PersistentTestStore } from '../testing/test-app';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two API processes on one database', () => {
  let store: PersistentTestStore;
  let a: GamesTestApp;
  let b: GamesTestApp;
  let player: TestPlayer;
  const sockets: TestSocket[] = [];

  async function socketOn(app: GamesTestApp, token?: string): Promise<TestSocket> {
    const socket = await openSocket(app.baseUrl);
    sockets.push(socket);
    if (token) expect(await socket.authenticate(token)).toMatchObject({ type: 'authenticated' });
    return socket;
  }

  beforeAll(async () => {
    store = await createPersistentTestStore();
    a = await startGamesTestApp({}, store);
    b = await startGamesTestApp({}, store);
    player = await aPlayer(a.client).register();
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await store?.drop();
  });

  it('a logout on one process unbinds that session on the other and its token is refused there at once', async () => {
    const login = await b.client.post<{ token: string }>('/api/login', {
      stast: 'login',
      mobile: player.mobile,
      area_code: player.areaCode,
      password: player.password,
    });
    const token = login.body.data.token;
    const onB = await socketOn(b, token);
    // B has verified (and cached) the token: without a signal it would honour it for seconds more.
    expect((await b.client.get('/api/me', { token })).status).toBe(200);

    expect((await a.client.post('/api/logout', {}, { token })).status).toBe(200);
    await expect(onB.next('authenticated', 30_000)).resolves.toEqual({ type: 'authenticated', player_id: null });
    expect((await b.client.get('/api/me', { token })).status).toBe(401);
  });

  it('a refresh on one process ends the old access token on the other at once', async () => {
    const fresh = await aPlayer(b.client).register();
    expect((await b.client.get('/api/me', { token: fresh.token })).status).toBe(200);
    // PostgreSQL delivers notifications in commit order: once B has unbound the socket of a logout
    // committed after the refresh, it has handled the refresh's signal too.
    const second = await aPlayer(a.client).register();
    const watcher = await socketOn(b, second.token);
    const refreshed = await a.client.post('/api/auth/refresh', { refresh_token: fresh.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await a.client.post('/api/logout', {}, { token: second.token })).status).toBe(200);
    await watcher.next('authenticated', 30_000);
    expect((await b.client.get('/api/me', { token: fresh.token })).status).toBe(401);
  });

  it('refuses a signed request replayed to the other process (one nonce store)', async () => {
    const body = JSON.stringify({ mobile: '13912345678', area_code: '86', is_use: 1 });
    const headers = {
      ...signingHeaders(a.config.signingSecret, { method: 'POST', path: '/api/send_sms', body }),
      'content-type': 'application/json',
    };
    const send = (app: GamesTestApp) => fetch(`${app.baseUrl}/api/send_sms`, { method: 'POST', headers, body });
    expect((await send(a)).status).toBe(200);
    const replay = await send(b);
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { error: string }).error).toBe('NONCE_REUSED');
    // The sandbox SMS inbox is shared too: the code sent through A is shown by B.
    expect((await fetch(`${b.baseUrl}/sandbox/sms?mobile=13912345678`)).status).toBe(200);
    // And so are the rate limits: a second code for that number, through B, comes too soon.
    const again = await b.client.post('/api/send_sms', { mobile: '13912345678', area_code: '86', is_use: 1 });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('SMS_TOO_FREQUENT');
  });

  it("pushes a player's balance and every drop to sockets on either process (each follows the log)", async () => {
    const funded = await aPlayer(a.client).register();
    const onA = await socketOn(a, funded.token);
    const onB = await socketOn(b, funded.token);
    const anonymousOnB = await socketOn(b);
    await topUp(a, funded.id, '50.00');
    const expected: BalanceMessage = { type: 'balance', v: 1, bean: '50.00' };
    await expect(onA.next('balance', 30_000)).resolves.toEqual(expected);
    await expect(onB.next('balance', 30_000)).resolves.toEqual(expected);

    const box = await aDemoBox(b.client);
    const opened = await a.client.post<{ open_id?: string }>(
      '/api/box/open',
      { id: box.id, num: 1 },
      {
        token: funded.token,
      },
    );
    expect(opened.status).toBe(200);
    const drop = (await anonymousOnB.next('drop', 30_000)) as DropMessage;
    expect(drop.user.id).toBe(funded.id);
    expect(drop.box.id).toBe(box.id);
  });

  it('joins a socket of one process to a channel through the other; an unknown client_id is 404', async () => {
    const socket = await socketOn(b);
    const joined = await a.client.post(
      '/api/arena/join-channel',
      { client_id: socket.clientId },
      { token: player.token },
    );
    expect(joined.status).toBe(200);
    // B's hub now has the socket in the channel.
    const message = { type: 'arena.created', v: 1, game_arena_id: 'x', battle: null } as never;
    b.app.get(RealtimeHub).publish('arena', message);
    await expect(socket.next('arena.created' as never, 30_000)).resolves.toMatchObject({ game_arena_id: 'x' });

    const unknown = await a.client.post(
      '/api/arena/join-channel',
      { client_id: 'f'.repeat(20) },
      { token: player.token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('CLIENT_NOT_FOUND');
  });

  it("counts both processes' sockets online", async () => {
    await socketOn(a);
    await socketOn(b);
    await socketOn(b);
    const online = () => a.client.get<{ players_online: number }>('/api/stats/live');
    const seen = await waitUntil(online, (result) => result.body.data.players_online === 3, 30_000);
    expect(seen.body.data.players_online).toBe(3);
  });

  it("drops a box edit from the other process's cache at once (its TTL stopped)", async () => {
    const box = await aDemoBox(b.client);
    const cache = b.app.get(BoxCache);
    const frozen = cache.now();
    cache.now = () => frozen;
    expect((await b.client.get(`/api/box/${box.id}`)).status).toBe(200);

    await a.app.get(CatalogueRepository).setBoxEnabled(box.id, false);
    const refused = await waitUntil(
      () => b.client.get(`/api/box/${box.id}`),
      (result) => result.status === 404,
      30_000,
    );
    expect(refused.status).toBe(404);
    await a.app.get(CatalogueRepository).setBoxEnabled(box.id, true);
  });

  it("drops the site settings from the other process's cache when the save commits (its TTL stopped)", async () => {
    const settings = b.app.get(SiteSettingsStore);
    const frozen = settings.now();
    settings.now = () => frozen;
    expect((await settings.current()).features.shop).toBe(true);

    await a.app
      .get(CommandBus)
      .execute(new SaveSiteSettingsCommand({ features: { shop: false } as never }, async () => {}));
    const seen = await waitUntil(
      () => settings.current(),
      (current) => !current.features.shop,
      30_000,
    );
    expect(seen.features.shop).toBe(false);
  });

  it('refuses a game on the other process once a cool-off starts (its cached rules dropped, TTL stopped)', async () => {
    const gambler = await aPlayer(b.client).register();
    await topUp(b, gambler.id, '50.00');
    const box = await aDemoBox(b.client);
    const rules = b.app.get(ResponsibleGamingService);
    const frozen = rules.cacheNow();
    rules.cacheNow = () => frozen;
    // B has read (and cached) the player's rules: none yet.
    expect((await b.client.post('/api/box/open', { id: box.id, num: 1 }, { token: gambler.token })).status).toBe(200);

    expect((await a.client.post('/api/self_exclusion', { cool_off_hours: 24 }, { token: gambler.token })).status).toBe(
      200,
    );
    const refused = await waitUntil(
      () => b.client.post<unknown>('/api/box/open', { id: box.id, num: 1 }, { token: gambler.token }),
      (result) => result.status === 403,
      30_000,
    );
    expect(refused.body.error).toBe('SELF_EXCLUDED');
  });
});
