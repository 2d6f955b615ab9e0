// GET /api/box/{id} over HTTP with the demo catalogue: fields and types, exact odds in draw order,
// languages, 404 BOX_NOT_FOUND for unknown and disabled boxes.
import { CommandBus } from '@nestjs/cqrs';
import { RARITIES, WEAR_GRADES, parseAmount } from '@lootledger/contracts';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { DEMO_BOXES } from '../demo/demo-catalogue';
import { isRtpWithin } from '../domain/box-rtp';
import { poolOdds } from '../domain/odds';
import { SetBoxEnabledCommand } from '../set-box-enabled/set-box-enabled.command';

type BoxItem = {
  id: string;
  name: string;
  hash_name: string;
  cover: string;
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
  odds: string;
  weight: number;
};
type BoxDetail = { id: string; name: string; cover: string; price: string; items: BoxItem[] };

let testApp: TestApp, api: ApiClient;
beforeAll(async () => ({ app: testApp, client: api } = suiteOf(await startTestApp({ seedDemo: true }))));
afterAll(() => testApp.close());

async function detail(id: string, lang?: 'zh' | 'en'): Promise<BoxDetail> {
  const response = await api.get<BoxDetail>(`/api/box/${id}`, { lang });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('GET /api/box/{id} (e2e)', () => {
  it('answers the box with every item as the contract pins it, without logging in', async () => {
    const box = await detail('redline');
    expect(Object.keys(box).sort()).toEqual(['cover', 'id', 'items', 'name', 'price']);
    expect(box).toMatchObject({ id: 'redline', name: 'Redline', cover: '/covers/boxes/redline.svg', price: '6.66' });
    const demo = DEMO_BOXES.find((candidate) => candidate.id === 'redline')!;
    expect(box.items).toHaveLength(demo.pool.length);
    for (const item of box.items) {
      expect(Object.keys(item).sort()).toEqual(
        ['bean', 'cover', 'dura_alias', 'dura_alias_en', 'hash_name', 'id', 'lv', 'name', 'odds', 'weight'].sort(),
      );
      expect(item.bean).toMatch(/^\d+\.\d{2}$/);
      expect(item.odds).toMatch(/^\d{1,3}\.\d{2}$/);
      expect(Number.isInteger(item.weight) && item.weight > 0).toBe(true);
      expect(RARITIES).toContain(item.lv);
      expect(Object.values(WEAR_GRADES).map((wear) => [wear.dura_alias, wear.dura_alias_en])).toContainEqual([
        item.dura_alias,
        item.dura_alias_en,
      ]);
      expect(item.cover).toBe(`/covers/items/${item.id}.svg`);
    }
    expect(box.items.find((item) => item.id === 'ak-47-redline-ft')).toEqual({
      id: 'ak-47-redline-ft',
      name: 'AK-47 | Redline',
      hash_name: 'AK-47 | Redline (Field-Tested)',
      cover: '/covers/items/ak-47-redline-ft.svg',
      bean: '40.00',
      lv: 5,
      dura_alias: '久经沙场',
      dura_alias_en: 'Field-Tested',
      // 600 of the box's 13200: 4.5454... %.
      odds: '4.55',
      weight: 600,
    });
  });

  it('lists items in draw order with exact odds (weight / total, half up) that sum to 100 within the rounding', async () => {
    for (const demo of DEMO_BOXES) {
      const box = await detail(demo.id);
      expect(box.items.map((item) => [item.id, item.weight])).toEqual(
        demo.pool.map((entry) => [entry.itemId, entry.weight]),
      );
      expect(box.items.map((item) => item.odds)).toEqual(poolOdds(box.items.map((item) => item.weight)));
      const sum = box.items.reduce((total, item) => total + Number(parseAmount(item.odds)), 0);
      expect(Math.abs(sum - 10_000)).toBeLessThanOrEqual(box.items.length);
    }
  });

  it('returns 85-95 % by its own published figures (price, bean, weight)', async () => {
    for (const demo of DEMO_BOXES) {
      const box = await detail(demo.id);
      const pool = box.items.map((item) => ({ weight: item.weight, value: parseAmount(item.bean)! }));
      expect({ id: box.id, within: isRtpWithin(pool, parseAmount(box.price)!, { min: 85, max: 95 }) }).toEqual({
        id: box.id,
        within: true,
      });
    }
  });

  it('names the box and its items in the request language', async () => {
    const zh = await detail('redline', 'zh');
    expect(zh.name).toBe('红线');
    expect(zh.items.find((item) => item.id === 'ak-47-redline-ft')?.name).toBe('AK-47 | 红线');
    // Wear names come in both languages whatever the request's.
    expect(zh.items.find((item) => item.id === 'ak-47-redline-ft')).toMatchObject({
      dura_alias: '久经沙场',
      dura_alias_en: 'Field-Tested',
    });
    const knives = await detail('blade', 'zh');
    expect(knives.items.find((item) => item.id === 'butterfly-knife-vanilla')).toMatchObject({
      name: '★ 蝴蝶刀',
      dura_alias: '无涂装',
      lv: 7,
    });
  });

  it.each([
    ['en', 'No such box, or it is no longer available'],
    ['zh', '箱子不存在或已下架'],
  ] as const)('answers an unknown box with 404 BOX_NOT_FOUND (%s)', async (lang, message) => {
    for (const id of ['no-such-box', 'a%20b', 'x'.repeat(80)]) {
      const response = await api.get(`/api/box/${id}`, { lang });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 404, message, error: 'BOX_NOT_FOUND', data: null });
    }
  });

  it('answers a disabled box with 404 BOX_NOT_FOUND, and the box again once enabled', async () => {
    const commands = testApp.app.get(CommandBus);
    await commands.execute(new SetBoxEnabledCommand('rookie', false));
    const hidden = await api.get('/api/box/rookie', { lang: 'zh' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ error: 'BOX_NOT_FOUND', message: '箱子不存在或已下架' });
    await commands.execute(new SetBoxEnabledCommand('rookie', true));
    expect((await detail('rookie')).id).toBe('rookie');
  });

  it('is signed like every /api call', async () => {
    const response = await api.get('/api/box/redline', { unsigned: true });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('SIGNATURE_INVALID');
  });
});
