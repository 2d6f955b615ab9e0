// GET /api/storage/{id} over real HTTP: one of the player's own items with the storage list's row
// shape plus where it came from (the box opening), after recycling still readable with its new
// status; someone else's item and a made-up id are both 404 STORAGE_NOT_FOUND.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { expectRefusal } from '../../platform/testing/api-client';
import { aDemoBox, aFundedPlayer, startGamesTestApp, type GamesTestApp } from '../../games/testing';

interface Row {
  id: string;
  name: string;
  bean: string;
  status: number;
  source: string;
  source_id: string;
}

let app: GamesTestApp;
let player: TestPlayer;
let listed: Row;
let openId: string;

beforeAll(async () => {
  app = await startGamesTestApp();
  const box = await aDemoBox(app.client);
  player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 2n));
  const opened = await app.client.post<{ open_id: string }>(
    '/api/box/open',
    { id: box.id, num: 1 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  openId = opened.body.data.open_id;
  const list = await app.client.get<{ data: Row[] }>('/api/storage', { token: player.token });
  listed = list.body.data.data[0];
});
afterAll(() => app.close());

describe('GET /api/storage/{id}', () => {
  it("answers the player's own item as the list row plus its source", async () => {
    const result = await app.client.get<Row>(`/api/storage/${listed.id}`, { token: player.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ ...listed, source: 'box_open', source_id: openId });
  });

  it('still answers it once recycled, with its new status', async () => {
    const recycled = await app.client.post('/api/cash', { data: [listed.id] }, { token: player.token });
    expect(recycled.status).toBe(200);
    const result = await app.client.get<Row>(`/api/storage/${listed.id}`, { token: player.token });
    expect(result.body.data).toMatchObject({ id: listed.id, status: 2 });
  });

  it("refuses someone else's item and a made-up id alike", async () => {
    const other = await aPlayer(app.client).register();
    expectRefusal(await app.client.get(`/api/storage/${listed.id}`, { token: other.token }), 404, 'STORAGE_NOT_FOUND');
    expectRefusal(
      await app.client.get('/api/storage/00000000-0000-4000-8000-000000000000', { token: player.token }),
      404,
      'STORAGE_NOT_FOUND',
    );
    expectRefusal(await app.client.get('/api/storage/not-a-uuid', { token: player.token }), 404, 'STORAGE_NOT_FOUND');
  });
});
