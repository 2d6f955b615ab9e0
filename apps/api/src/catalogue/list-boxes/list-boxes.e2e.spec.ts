// GET /api/boxes over HTTP with the demo catalogue: fields and types, languages, category, paging,
// disabled boxes hidden; public but signed.
import { CommandBus } from '@nestjs/cqrs';
import { BOX_CATEGORIES } from '@lootledger/contracts';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { DEMO_BOXES } from '../demo/demo-catalogue';
import { SetBoxEnabledCommand } from '../set-box-enabled/set-box-enabled.command';

type BoxSummary = { id: string; name: string; cover: string; price: string; category: string };

let testApp: TestApp, api: ApiClient;
beforeAll(async () => ({ app: testApp, client: api } = suiteOf(await startTestApp({ seedDemo: true }))));
afterAll(() => testApp.close());

async function list(path = '/api/boxes', options: Parameters<ApiClient['get']>[1] = {}): Promise<BoxSummary[]> {
  const response = await api.get<BoxSummary[]>(path, options);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ code: 200 });
  return response.body.data;
}

describe('GET /api/boxes (e2e)', () => {
  it('lists every demo box in listing order as {id, name, cover, price, category}, without logging in', async () => {
    const boxes = await list();
    expect(boxes.map((box) => box.id)).toEqual(DEMO_BOXES.map((box) => box.id));
    for (const box of boxes) {
      expect(Object.keys(box).sort()).toEqual(['category', 'cover', 'id', 'name', 'price']);
      expect(typeof box.id).toBe('string');
      expect(box.price).toMatch(/^\d+\.\d{2}$/);
      expect(box.cover).toBe(`/covers/boxes/${box.id}.svg`);
      expect(BOX_CATEGORIES).toContain(box.category);
    }
    expect(boxes.find((box) => box.id === 'redline')).toEqual({
      id: 'redline',
      name: 'Redline',
      cover: '/covers/boxes/redline.svg',
      price: '6.66',
      category: 'classic',
    });
  });

  it('names boxes in the request language: lang, else Accept-Language, else English', async () => {
    const zh = await list('/api/boxes', { lang: 'zh' });
    expect(zh.find((box) => box.id === 'redline')?.name).toBe('红线');
    const byHeader = await list('/api/boxes', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(byHeader.find((box) => box.id === 'asiimov')?.name).toBe('二西莫夫');
    expect((await list('/api/boxes', { lang: 'en' })).find((box) => box.id === 'asiimov')?.name).toBe('Asiimov');
  });

  it('filters by category, and refuses an unknown one (400 VALIDATION_FAILED)', async () => {
    const premium = await list('/api/boxes?category=premium');
    expect(premium.map((box) => box.id)).toEqual(
      DEMO_BOXES.filter((box) => box.category === 'premium').map((box) => box.id),
    );
    const refused = await api.get('/api/boxes?category=toys', { lang: 'zh' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 400,
      error: 'VALIDATION_FAILED',
      data: { errors: [{ field: 'category' }] },
    });
  });

  it('pages with page and per_page; past the end is an empty array', async () => {
    const all = await list();
    expect((await list('/api/boxes?page=2&per_page=5')).map((box) => box.id)).toEqual(
      all.slice(5, 10).map((box) => box.id),
    );
    expect(await list('/api/boxes?page=99&per_page=5')).toEqual([]);
    expect((await api.get('/api/boxes?page=0')).status).toBe(400);
  });

  it('hides a disabled box, and shows it again once enabled', async () => {
    const commands = testApp.app.get(CommandBus);
    await commands.execute(new SetBoxEnabledCommand('sandstorm', false));
    expect((await list()).map((box) => box.id)).not.toContain('sandstorm');
    await commands.execute(new SetBoxEnabledCommand('sandstorm', true));
    expect((await list()).map((box) => box.id)).toContain('sandstorm');
  });

  it('is signed like every /api call', async () => {
    const response = await api.get('/api/boxes', { unsigned: true });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('SIGNATURE_INVALID');
  });
});
