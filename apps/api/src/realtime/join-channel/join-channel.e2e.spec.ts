// POST /api/arena/join-channel over real HTTP with real websockets: arena pushes reach joined sockets only.
import type { ArenaMessage, BattleResponse } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { RealtimeHub } from '../hub/realtime-hub';
import { openSocket, type TestSocket } from '../testing/test-socket';

const created: ArenaMessage = {
  type: 'arena.created',
  v: 1,
  game_arena_id: 'arena-1',
  battle: { id: 'arena-1', price: '30.00' } as BattleResponse,
};

describe('POST /api/arena/join-channel (e2e)', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let hub: RealtimeHub;
  let player: TestPlayer;
  const sockets: TestSocket[] = [];

  async function open(): Promise<TestSocket> {
    const socket = await openSocket(testApp.baseUrl);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    client = new ApiClient(testApp.baseUrl);
    hub = testApp.app.get(RealtimeHub);
    player = await aPlayer(client).register();
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(() => testApp.close());

  it('subscribes the connection to the arena channel: arena pushes reach joined sockets only', async () => {
    const joined = await open();
    const other = await open();
    const response = await client.post(
      '/api/arena/join-channel',
      { client_id: joined.clientId },
      { token: player.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 200, message: 'OK', data: { client_id: joined.clientId, channel: 'arena' } });

    hub.publish('arena', created);
    await expect(joined.next('arena.created')).resolves.toEqual(created);
    expect(await other.unreadAfter('arena.created')).toEqual([]);
  });

  it('works for an anonymous connection of a logged-in client, and joining twice is harmless', async () => {
    const socket = await open();
    await socket.authenticate('');
    for (let i = 0; i < 2; i++) {
      const response = await client.post(
        '/api/arena/join-channel',
        { client_id: socket.clientId },
        { token: player.token },
      );
      expect(response.status).toBe(200);
    }
    hub.publish('arena', created);
    await expect(socket.next('arena.created')).resolves.toEqual(created);
    expect(await socket.unreadAfter('arena.created')).toEqual([]);
  });

  it('answers 404 CLIENT_NOT_FOUND for an unknown or closed connection', async () => {
    const unknown = await client.post(
      '/api/arena/join-channel',
      { client_id: 'ffffffffffffffffffff' },
      { token: player.token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, error: 'CLIENT_NOT_FOUND', data: null });

    const socket = await open();
    await socket.close();
    const closed = await client.post(
      '/api/arena/join-channel',
      { client_id: socket.clientId },
      { token: player.token, lang: 'zh' },
    );
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({ error: 'CLIENT_NOT_FOUND', message: '实时连接不存在或已断开' });
  });

  it('requires a login (401) and a client_id (400)', async () => {
    const socket = await open();
    const anonymous = await client.post('/api/arena/join-channel', { client_id: socket.clientId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('UNAUTHENTICATED');

    const missing = await client.post('/api/arena/join-channel', {}, { token: player.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('VALIDATION_FAILED');
  });

  it('drops a closed connection from the channel', async () => {
    const socket = await open();
    await client.post('/api/arena/join-channel', { client_id: socket.clientId }, { token: player.token });
    await socket.close();
    expect(() => hub.publish('arena', created)).not.toThrow();
  });
});
