// GET /api/drops/recent and GET /api/stats/live over real HTTP: the last 20 drops, newest first, in
// the websocket's `drop` shape, still there after the app restarts on the same database (they are a
// projection of the log, not a list in memory); today's box count, the featured boxes and the
// open websocket connections.
import { formatAmount, parseAmount, type DropMessage, type LiveStatsResponse } from '@lootledger/contracts';
import { openSocket } from '../../../realtime/testing';
import { createPersistentTestStore, type PersistentTestStore } from '../../../platform/testing/test-app';
import { aDemoBox, aFundedPlayer, startGamesTestApp, waitUntil, type GamesTestApp } from '../../testing';

let store: PersistentTestStore;
let app: GamesTestApp | undefined;

beforeAll(async () => {
  store = await createPersistentTestStore();
});
afterAll(async () => {
  await app?.close();
  await store.drop();
});

interface Opened {
  open_id: string;
  items: { id: string; bean: string }[];
}

const recent = async (client: GamesTestApp['client']) => {
  const response = await client.get<DropMessage[]>('/api/drops/recent');
  expect(response.status).toBe(200);
  return response.body.data;
};

it('serves the last 20 drops newest first, the same after a restart, with today’s count and who is online', async () => {
  app = await startGamesTestApp({}, store);
  expect(await recent(app.client)).toEqual([]);

  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 30n));
  // 5 openings of 5 boxes: 25 drops, one more than the 20 served plus one whole opening.
  const openings: Opened[] = [];
  for (let i = 0; i < 5; i++) {
    const opened = await app.client.post<Opened>('/api/box/open', { id: box.id, num: 5 }, { token: player.token });
    expect(opened.status).toBe(200);
    openings.push(opened.body.data);
  }
  // Newest first: the last opening's last item leads (the bar prepends each push), and the first
  // opening (the oldest 5 drops) is left out.
  const expected = [...openings]
    .reverse()
    .flatMap((opening) => [...opening.items].reverse().map((item) => [opening.open_id, item.id, item.bean]))
    .slice(0, 20);
  // The read model follows the log a moment after each opening.
  const drops = await waitUntil(
    () => recent(app!.client),
    (list) => list.length === 20 && list[0].open_id === openings[4].open_id,
  );
  expect(drops.map((drop) => [drop.open_id, drop.item.id, drop.item.bean])).toEqual(expected);
  expect(drops[0]).toMatchObject({
    type: 'drop',
    v: 1,
    user: { id: player.id },
    box: { id: box.id, name: box.name },
  });
  expect(drops.every((drop) => drop.item.lv >= 1 && drop.item.name_zh.length > 0)).toBe(true);
  const times = drops.map((drop) => Date.parse(drop.created_at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  // Today's count and the featured boxes; an open websocket counts as online.
  const socket = await openSocket(app.baseUrl);
  const stats = await app.client.get<LiveStatsResponse>('/api/stats/live');
  expect(stats.status).toBe(200);
  // Today counts from the site's midnight: the openings since day_start (all of them unless the
  // test ran across midnight), 5 boxes each.
  const history = await app.client.get<{ data: { created_at: string }[] }>(`/api/history/${player.id}?per_page=10`);
  const dayStart = Date.parse(stats.body.data.day_start);
  const today = history.body.data.data.filter((opening) => Date.parse(opening.created_at) >= dayStart).length * 5;
  expect(history.body.data.data).toHaveLength(5);
  expect(stats.body.data).toMatchObject({ boxes_opened_today: today, players_online: 1, featured_box_ids: [box.id] });
  expect(dayStart).toBeLessThanOrEqual(Date.now());
  await socket.close();

  // Restart on the same database: the drops are a projection of the log, not a list in memory.
  await app.close();
  app = undefined;
  app = await startGamesTestApp({}, store);
  const again = await recent(app.client);
  expect(again.map((drop) => [drop.open_id, drop.item.id, drop.item.bean])).toEqual(expected);
  expect(again).toEqual(drops);
  const restarted = await app.client.get<LiveStatsResponse>('/api/stats/live');
  expect(restarted.body.data).toMatchObject({ players_online: 0, featured_box_ids: [box.id] });
});
