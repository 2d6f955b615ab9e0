// GET /api/storage over real HTTP: the backpack newest first by default, `sort` by value or age,
// `name` filtering by either language's name (case-insensitive, % and _ taken literally), an unknown
// sort refused with the field named.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { TestPlayer } from '../../identity/testing';
import { expectRefusal } from '../../platform/testing/api-client';
import { aDemoBox, aFundedPlayer, startGamesTestApp, type BoxDetail, type GamesTestApp } from '../../games/testing';

interface Row {
  id: string;
  name: string;
  bean: string;
  created_at: string;
}

let app: GamesTestApp;
let box: BoxDetail;
let player: TestPlayer;
/** Every item the player holds, as the default listing gives them (newest first). */
let newest: Row[];

const list = async (query: string, lang: 'en' | 'zh' = 'en') => {
  const result = await app.client.get<{ data: Row[]; total: number }>(`/api/storage?per_page=100&${query}`, {
    token: player.token,
    lang,
  });
  expect(result.status).toBe(200);
  return result.body.data;
};
const values = (rows: Row[]) => rows.map((row) => parseAmount(row.bean)!);

beforeAll(async () => {
  app = await startGamesTestApp();
  box = await aDemoBox(app.client);
  player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 25n));
  // Open until the backpack holds items of at least two values (the draws are random).
  for (let round = 0; round < 5; round++) {
    const opened = await app.client.post('/api/box/open', { id: box.id, num: 5 }, { token: player.token });
    expect(opened.status).toBe(200);
    newest = (await list('')).data;
    if (new Set(newest.map((row) => row.bean)).size > 1) break;
  }
});
afterAll(() => app.close());

describe('GET /api/storage sort and name', () => {
  it('lists newest first by default, and sort=newest is the same', async () => {
    expect(newest.length).toBeGreaterThanOrEqual(5);
    const times = newest.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list('sort=newest')).data.map((row) => row.id)).toEqual(newest.map((row) => row.id));
    const oldest = await list('sort=oldest');
    const oldestTimes = oldest.data.map((row) => Date.parse(row.created_at));
    expect(oldestTimes).toEqual([...oldestTimes].sort((a, b) => a - b));
  });

  it('sorts by value, most valuable first or last, keeping every item', async () => {
    expect(new Set(newest.map((row) => row.bean)).size).toBeGreaterThan(1);
    const byValue = (await list('sort=value_desc')).data;
    expect(values(byValue)).toEqual(values(newest).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(byValue.map((row) => row.id).sort()).toEqual(newest.map((row) => row.id).sort());
    const ascending = (await list('sort=value_asc')).data;
    expect(values(ascending)).toEqual(values(newest).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by a part of the name in either language, case-insensitive, and counts only those', async () => {
    const target = newest[0];
    const part = target.name.slice(1, 5).toUpperCase();
    const matching = newest.filter((row) => row.name.toLowerCase().includes(part.toLowerCase()));
    const found = await list(`name=${encodeURIComponent(part)}`);
    expect(found.data.map((row) => row.id).sort()).toEqual(matching.map((row) => row.id).sort());
    expect(found.total).toBe(matching.length);

    const zhName = (await list('', 'zh')).data.find((row) => row.id === target.id)!.name;
    const inChinese = await list(`name=${encodeURIComponent(zhName)}`);
    expect(inChinese.data.map((row) => row.id)).toContain(target.id);

    const none = await list(`name=${encodeURIComponent('%_')}`);
    expect(none).toEqual(expect.objectContaining({ data: [], total: 0 }));
  });

  it('refuses an unknown sort, naming the field', async () => {
    const result = await app.client.get('/api/storage?sort=price', { token: player.token, lang: 'zh' });
    expectRefusal(result, 400, 'VALIDATION_FAILED');
    expect(result.body.data).toEqual({ errors: [{ field: 'sort', message: 'sort 的取值无效' }] });
  });
});
