// The websocket /ws over a real port and a real database: session protocol, personal and broadcast
// pushes, refusals, limits, and closing with the app.
import { RealtimeCloseCode, type BalanceMessage, type DropMessage } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { shutdownGracefully } from '../../platform/shutdown/graceful-shutdown';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { RealtimeHub } from '../hub/realtime-hub';
import { handshakeStatus, openSocket, type TestSocket } from '../testing/test-socket';
import { RealtimeWebsocketServer } from './realtime-websocket.server';

const drop: DropMessage = {
  type: 'drop',
  v: 1,
  open_id: 'open-1',
  user: { id: 'p-1', name: 'Lucky', avatar: '/avatars/1.png' },
  box: { id: 'b-1', name: 'Starter box', name_zh: '新手箱', cover: '/covers/b-1.png' },
  item: { id: 'i-1', name: 'AK-47 | Redline', name_zh: 'AK-47 | 红线', cover: '/covers/i-1.png', lv: 4, bean: '68.88' },
  created_at: '2026-01-01T00:00:00.000Z',
};

function balance(bean: string): BalanceMessage {
  return { type: 'balance', v: 1, bean };
}

describe('websocket /ws (e2e)', () => {
  let testApp: TestApp;
  let hub: RealtimeHub;
  let alice: TestPlayer;
  let bob: TestPlayer;
  const sockets: TestSocket[] = [];

  async function open(options?: Parameters<typeof openSocket>[1]): Promise<TestSocket> {
    const socket = await openSocket(testApp.baseUrl, options);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    hub = testApp.app.get(RealtimeHub);
    const client = new ApiClient(testApp.baseUrl);
    alice = await aPlayer(client).register();
    bob = await aPlayer(client).register();
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(() => testApp.close());

  it('greets every connection with a connect frame carrying a fresh client_id', async () => {
    const first = await open();
    const second = await open();
    expect(first.clientId).toMatch(/^[0-9a-f]{20}$/);
    expect(second.clientId).not.toBe(first.clientId);
  });

  it('answers ping with pong', async () => {
    const socket = await open();
    socket.send({ type: 'ping' });
    await expect(socket.next('pong')).resolves.toEqual({ type: 'pong' });
  });

  it("binds a connection to the token's player: sendToPlayer reaches that player's sockets only", async () => {
    const aliceOnPhone = await open();
    const aliceOnLaptop = await open();
    const bobSocket = await open();
    const anonymous = await open();
    await expect(aliceOnPhone.authenticate(alice.token)).resolves.toEqual({
      type: 'authenticated',
      player_id: alice.id,
    });
    await expect(aliceOnLaptop.authenticate(alice.token)).resolves.toEqual({
      type: 'authenticated',
      player_id: alice.id,
    });
    await expect(bobSocket.authenticate(bob.token)).resolves.toEqual({ type: 'authenticated', player_id: bob.id });
    await expect(anonymous.authenticate('')).resolves.toEqual({ type: 'authenticated', player_id: null });

    hub.sendToPlayer(alice.id, balance('12.34'));
    await expect(aliceOnPhone.next('balance')).resolves.toEqual(balance('12.34'));
    await expect(aliceOnLaptop.next('balance')).resolves.toEqual(balance('12.34'));
    expect(await bobSocket.unreadAfter('balance')).toEqual([]);
    expect(await anonymous.unreadAfter('balance', 0)).toEqual([]);
  });

  it('broadcasts the drop feed to every connection, anonymous ones included', async () => {
    const anonymous = await open();
    const neverAnswered = await open();
    const player = await open();
    await player.authenticate(alice.token);
    hub.broadcast(drop);
    for (const socket of [anonymous, neverAnswered, player]) await expect(socket.next('drop')).resolves.toEqual(drop);
  });

  it('refuses an invalid token with TOKEN_INVALID and leaves the connection anonymous but open', async () => {
    const socket = await open();
    await expect(socket.authenticate('00000000-0000-4000-8000-000000000000.not-a-real-secret')).resolves.toEqual({
      type: 'error',
      error: 'TOKEN_INVALID',
    });
    await expect(socket.authenticate('garbage')).resolves.toEqual({ type: 'error', error: 'TOKEN_INVALID' });
    hub.broadcast(drop);
    await expect(socket.next('drop')).resolves.toEqual(drop);
  });

  it('unbinds a connection that authenticates again with an invalid or empty token', async () => {
    const socket = await open();
    await socket.authenticate(alice.token);
    await expect(socket.authenticate('garbage')).resolves.toMatchObject({ error: 'TOKEN_INVALID' });
    hub.sendToPlayer(alice.id, balance('1.00'));
    expect(await socket.unreadAfter('balance')).toEqual([]);

    await socket.authenticate(bob.token);
    await expect(socket.authenticate('')).resolves.toEqual({ type: 'authenticated', player_id: null });
    hub.sendToPlayer(bob.id, balance('2.00'));
    expect(await socket.unreadAfter('balance')).toEqual([]);
  });

  it("unbinds a signed-out session's sockets at once, and only that session's", async () => {
    const client = new ApiClient(testApp.baseUrl);
    const carol = await aPlayer(client).register();
    const otherSession = await client.post<{ token: string }>('/api/login', {
      stast: 'login',
      mobile: carol.mobile,
      area_code: carol.areaCode,
      password: carol.password,
    });
    expect(otherSession.status).toBe(200);
    const signingOut = await open();
    const stayingIn = await open();
    await signingOut.authenticate(carol.token);
    await stayingIn.authenticate(otherSession.body.data.token);

    expect((await client.post('/api/logout', {}, { token: carol.token })).status).toBe(200);
    await expect(signingOut.next('authenticated')).resolves.toEqual({ type: 'authenticated', player_id: null });
    hub.sendToPlayer(carol.id, balance('4.00'));
    await expect(stayingIn.next('balance')).resolves.toEqual(balance('4.00'));
    expect(await signingOut.unreadAfter('balance')).toEqual([]);
  });

  it('stops pushing to a player once their socket closed', async () => {
    const socket = await open();
    await socket.authenticate(alice.token);
    await socket.close();
    expect(() => hub.sendToPlayer(alice.id, balance('3.00'))).not.toThrow();
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['a JSON array', '[1,2,3]'],
    ['an unknown type', '{"type":"subscribe","channel":"arena"}'],
    ['a token that is not a string', '{"type":"auth","token":42}'],
  ])('answers %s with a BAD_REQUEST error frame and keeps going', async (_case, text) => {
    const socket = await open();
    socket.sendRaw(text);
    await expect(socket.next('error')).resolves.toEqual({ type: 'error', error: 'BAD_REQUEST' });
    socket.send({ type: 'ping' });
    await expect(socket.next('pong')).resolves.toEqual({ type: 'pong' });
  });

  it('answers a binary frame with BAD_REQUEST', async () => {
    const socket = await open();
    socket.sendRaw(Buffer.from('{"type":"ping"}'), { binary: true });
    await expect(socket.next('error')).resolves.toEqual({ type: 'error', error: 'BAD_REQUEST' });
  });

  it('closes a connection that sends a frame over 16 KB (1009) and serves the others on', async () => {
    const bystander = await open();
    const socket = await open();
    socket.sendRaw(JSON.stringify({ type: 'auth', token: 'x'.repeat(17 * 1024) }));
    await expect(socket.closed).resolves.toMatchObject({ code: RealtimeCloseCode.MESSAGE_TOO_BIG });
    bystander.send({ type: 'ping' });
    await expect(bystander.next('pong')).resolves.toEqual({ type: 'pong' });
  });

  it('closes a connection that floods frames (RATE_LIMITED, 1008)', async () => {
    const socket = await open();
    for (let i = 0; i < 40; i++) socket.send({ type: 'ping' });
    await expect(socket.next('error')).resolves.toEqual({ type: 'error', error: 'RATE_LIMITED' });
    await expect(socket.closed).resolves.toMatchObject({ code: RealtimeCloseCode.POLICY_VIOLATION });
  });

  it('refuses websocket handshakes on other paths with 404', async () => {
    await expect(handshakeStatus(testApp.baseUrl, { path: '/api/ws' })).resolves.toBe(404);
    await expect(handshakeStatus(testApp.baseUrl, { path: '/ws?lang=zh' })).resolves.toBe(101);
  });

  it('keeps plain HTTP working on the same port', async () => {
    const response = await fetch(`${testApp.baseUrl}/health/live`);
    expect(response.status).toBe(200);
  });
});

/** Long enough that a busy machine's pauses between the keep-alive pings cannot outlast it. */
const IDLE_MS = 3_000;

describe('websocket /ws limits and shutdown (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The test sockets name their address in X-Forwarded-For, as a proxy on this machine would.
    testApp = await startTestApp({ wsIdleTimeoutMs: IDLE_MS, wsMaxConnectionsPerIp: 2, trustProxy: ['loopback'] });
  });
  afterAll(async () => {
    await testApp.close().catch(() => undefined);
  });

  it('closes a connection silent for longer than the idle timeout (4008) and keeps one that pings', async () => {
    // Taken before the server accepts the silent socket: its idle timer starts later.
    const started = Date.now();
    const silent = await openSocket(testApp.baseUrl);
    const pinging = await openSocket(testApp.baseUrl);
    const pingingOpened = Date.now();
    pinging.send({ type: 'ping' });
    const keepalive = setInterval(() => pinging.send({ type: 'ping' }), 200);
    try {
      await expect(silent.closed).resolves.toMatchObject({ code: RealtimeCloseCode.IDLE_TIMEOUT });
      expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 50); // timers may round a millisecond
      // Past the idle timeout counted from the pinging socket's own opening: the pings kept it.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, pingingOpened + IDLE_MS + 500 - Date.now())));
      expect(pinging.ws.readyState).toBe(pinging.ws.OPEN);
    } finally {
      clearInterval(keepalive);
      await pinging.close();
    }
  });

  it('refuses more connections per client address than configured (HTTP 429), and frees the slot on close', async () => {
    const address = '10.200.0.1';
    const first = await openSocket(testApp.baseUrl, { address });
    const second = await openSocket(testApp.baseUrl, { address });
    await expect(handshakeStatus(testApp.baseUrl, { address })).resolves.toBe(429);
    await expect(handshakeStatus(testApp.baseUrl, { address: '10.200.0.2' })).resolves.toBe(101);
    await first.close();
    await waitFor(() => testApp.app.get(RealtimeWebsocketServer).connectionCount === 1);
    const third = await openSocket(testApp.baseUrl, { address });
    await Promise.all([second.close(), third.close()]);
  });

  it('closes every socket (1001) when the server shuts down gracefully, and the shutdown does not wait on them', async () => {
    const sockets = await Promise.all([openSocket(testApp.baseUrl), openSocket(testApp.baseUrl)]);
    const started = Date.now();
    await shutdownGracefully(testApp.app, { drainTimeoutMs: 60_000 });
    // Waiting on the open sockets would take the whole drain timeout (60 s); a busy machine may
    // take seconds to stop the rest of the app, so the bound is far from both.
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const socket of sockets)
      await expect(socket.closed).resolves.toMatchObject({ code: RealtimeCloseCode.GOING_AWAY });
  });
});

describe('websocket /ws on app.close() (e2e)', () => {
  it('closes every socket (1001) and app.close() resolves', async () => {
    const testApp = await startTestApp();
    const sockets = await Promise.all([openSocket(testApp.baseUrl), openSocket(testApp.baseUrl)]);
    const started = Date.now();
    await testApp.close();
    // Open sockets would hold it until the test's timeout; a busy machine may take seconds.
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const socket of sockets)
      await expect(socket.closed).resolves.toMatchObject({ code: RealtimeCloseCode.GOING_AWAY });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
