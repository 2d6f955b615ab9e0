// /admin/api/boxes over HTTP with the demo catalogue: the list with RTP (filters, sort, range), show
// with the pool and odds, the RTP preview, create and edit of the pool (validated, audited with the
// old and new pool), enable/disable, and that players see an edited pool's odds at once.
import { parseAmount } from '@lootledger/contracts';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../platform/testing/test-app';
import { aStaffMember, AdminRest, auditEntries, fieldErrors, refusedFields } from '../../staff/testing';

interface Box {
  id: string;
  name_zh: string;
  name_en: string;
  category: string;
  price: string;
  enabled: boolean;
  sort_order: number;
  item_count: number;
  rtp: string;
  updated_at: string;
}
interface PoolEntry {
  item_id: string;
  name_en: string;
  value: string;
  weight: number;
  odds: string;
}
type BoxDetail = Box & { pool: PoolEntry[] };

let app: TestApp;
let client: ApiClient;
let content: AdminRest;
let contentId: string;
const CHEAP = 'box-test-cheap';
const DEAR = 'box-test-dear';
const THIRD = 'box-test-third';

const item = (id: string, value: string) => ({
  id,
  name_zh: `测试 ${id}`,
  name_en: `Test ${id}`,
  hash_name: `Test ${id} (Field-Tested)`,
  weapon: 'AK-47',
  skin: id,
  value,
  lv: 3,
  dura: 3,
});

const aBoxBody = (id: string, pool: [string, number][], price = '2.23') => ({
  id,
  name_zh: '测试箱',
  name_en: 'Test box',
  price,
  category: 'classic',
  sort_order: 5,
  pool: pool.map(([item_id, weight]) => ({ item_id, weight })),
});

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp({ seedDemo: true })));
  const staff = await aStaffMember(app).withRole('content').signIn(client);
  content = new AdminRest(client, staff.token);
  contentId = staff.id;
  for (const [id, value] of [
    [CHEAP, '1.00'],
    [DEAR, '5.00'],
    [THIRD, '2.00'],
  ]) {
    expect((await content.post('items', item(id, value))).status).toBe(200);
  }
});
afterAll(() => app.close());

describe('GET /admin/api/boxes', () => {
  it('lists every demo box with its configured RTP (85-95 %) and a Content-Range', async () => {
    const result = await content.list<Box>('boxes', { range: [0, 99] });
    expect(result.status).toBe(200);
    const boxes = result.body.data;
    expect(boxes.length).toBeGreaterThanOrEqual(12);
    for (const box of boxes) {
      expect(Number(box.rtp)).toBeGreaterThanOrEqual(85);
      expect(Number(box.rtp)).toBeLessThanOrEqual(95);
      expect(box.price).toMatch(/^\d+\.\d{2}$/);
      expect(box.item_count).toBeGreaterThan(0);
    }
    expect(result.headers.get('content-range')).toBe(`boxes 0-${boxes.length - 1}/${boxes.length}`);
    const page = await content.list<Box>('boxes', { sort: ['rtp', 'DESC'], range: [2, 4] });
    const byRtp = [...boxes].sort(
      (a, b) => Number(parseAmount(b.rtp)! - parseAmount(a.rtp)!) || (a.id < b.id ? 1 : -1),
    );
    expect(page.body.data.map((box) => box.rtp)).toEqual(byRtp.slice(2, 5).map((box) => box.rtp));
    expect(page.headers.get('content-range')).toBe(`boxes 2-4/${boxes.length}`);
  });

  it('filters by text, category and enabled', async () => {
    const redline = await content.list<Box>('boxes', { filter: { q: 'redLINE' } });
    expect(redline.body.data.map((box) => box.id)).toEqual(['redline']);
    const all = (await content.list<Box>('boxes', { range: [0, 99] })).body.data;
    const category = all[0].category;
    const inCategory = await content.list<Box>('boxes', { filter: { category }, range: [0, 99] });
    expect(inCategory.body.data.map((box) => box.id).sort()).toEqual(
      all
        .filter((box) => box.category === category)
        .map((box) => box.id)
        .sort(),
    );
    expect((await content.list<Box>('boxes', { filter: { enabled: false } })).body.data).toEqual([]);
    expect(refusedFields(await content.list('boxes', { sort: ['cover', 'ASC'] }))).toEqual(['sort']);
  });
});

describe('GET /admin/api/boxes/{id}', () => {
  it('shows the pool in draw order with weights and odds, as players see them', async () => {
    const box = (await content.get<BoxDetail>('boxes/redline')).body.data;
    const player = (
      await client.get<{ items: { id: string; weight: number; odds: string; bean: string }[] }>('/api/box/redline')
    ).body.data;
    expect(box.pool.map((entry) => [entry.item_id, entry.weight, entry.odds, entry.value])).toEqual(
      player.items.map((entry) => [entry.id, entry.weight, entry.odds, entry.bean]),
    );
    expect(box.pool.find((entry) => entry.item_id === 'ak-47-redline-ft')).toMatchObject({ weight: 600, odds: '4.55' });
    expect(box.item_count).toBe(box.pool.length);
    expect((await content.get('boxes/no-such-box')).status).toBe(404);
  });
});

describe('POST /admin/api/boxes/rtp-preview', () => {
  it('answers the exact RTP and odds of a pool at a price, writing nothing', async () => {
    // E = (3 * 1.00 + 1 * 5.00) / 4 = 2.00; 2.00 / 2.23 = 89.686... %.
    const preview = await content.post('boxes/rtp-preview', {
      price: '2.23',
      pool: [
        { item_id: CHEAP, weight: 3 },
        { item_id: DEAR, weight: 1 },
      ],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      rtp: '89.69',
      total_weight: 4,
      odds: [
        { item_id: CHEAP, name_zh: `测试 ${CHEAP}`, name_en: `Test ${CHEAP}`, value: '1.00', weight: 3, odds: '75.00' },
        { item_id: DEAR, name_zh: `测试 ${DEAR}`, name_en: `Test ${DEAR}`, value: '5.00', weight: 1, odds: '25.00' },
      ],
    });
  });

  it('names an unknown or repeated item, a weight that is not a positive integer and a bad price', async () => {
    const refused = await content.post(
      'boxes/rtp-preview',
      {
        price: '0.00',
        pool: [
          { item_id: CHEAP, weight: 1 },
          { item_id: CHEAP, weight: 2 },
          { item_id: 'nope', weight: 1 },
        ],
      },
      'zh',
    );
    expect(refusedFields(refused)).toEqual(['price', 'pool.1.item_id', 'pool.2.item_id']);
    expect(fieldErrors(refused)[1].message).toBe('同一饰品在奖池中重复');
    const weights = await content.post('boxes/rtp-preview', {
      price: '1.00',
      pool: [
        { item_id: CHEAP, weight: 0 },
        { item_id: DEAR, weight: 1.5 },
      ],
    });
    expect(refusedFields(weights).sort()).toEqual(['pool.0.weight', 'pool.1.weight']);
  });
});

describe('creating and editing a box', () => {
  it('creates a box with its pool and answers its RTP; the same id again is 409 DUPLICATE_ID', async () => {
    const created = await content.post<BoxDetail>('boxes', {
      ...aBoxBody('test-box-a', [
        [CHEAP, 3],
        [DEAR, 1],
      ]),
      reason: 'launch',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      id: 'test-box-a',
      price: '2.23',
      enabled: true,
      sort_order: 5,
      item_count: 2,
      rtp: '89.69',
      pool: [
        { item_id: CHEAP, weight: 3, odds: '75.00', value: '1.00' },
        { item_id: DEAR, weight: 1, odds: '25.00', value: '5.00' },
      ],
    });
    const again = await content.post('boxes', aBoxBody('test-box-a', [[CHEAP, 1]]));
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'DUPLICATE_ID' });
    const [entry] = await auditEntries(app, 'boxes', 'test-box-a');
    expect(entry).toMatchObject({
      staff_id: contentId,
      role: 'content',
      action: 'create',
      before: null,
      after: expect.objectContaining({
        rtp: '89.69',
        pool: [
          { item_id: CHEAP, weight: 3 },
          { item_id: DEAR, weight: 1 },
        ],
      }),
      reason: 'launch',
    });
  });

  it('edits a live box: players see the new odds at once; the audit entry holds the old and the new pool', async () => {
    await content.post(
      'boxes',
      aBoxBody('test-box-b', [
        [CHEAP, 3],
        [DEAR, 1],
      ]),
    );
    expect(
      (await client.get<{ items: { odds: string }[] }>('/api/box/test-box-b')).body.data.items.map((i) => i.odds),
    ).toEqual(['75.00', '25.00']);
    const { id: _id, ...body } = aBoxBody(
      'test-box-b',
      [
        [CHEAP, 1],
        [DEAR, 1],
        [THIRD, 2],
      ],
      '3.00',
    );
    const edited = await content.put<BoxDetail>('boxes/test-box-b', { ...body, reason: 'rebalanced' });
    // E = (1.00 + 5.00 + 2 * 2.00) / 4 = 2.50; 2.50 / 3.00 = 83.33 %.
    expect(edited.body.data).toMatchObject({ price: '3.00', rtp: '83.33', item_count: 3 });
    const player = (
      await client.get<{ price: string; items: { id: string; odds: string; weight: number }[] }>('/api/box/test-box-b')
    ).body.data;
    expect(player.price).toBe('3.00');
    expect(player.items.map((entry) => [entry.id, entry.weight, entry.odds])).toEqual([
      [CHEAP, 1, '25.00'],
      [DEAR, 1, '25.00'],
      [THIRD, 2, '50.00'],
    ]);
    const entries = await auditEntries(app, 'boxes', 'test-box-b');
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'edit']);
    expect(entries[1]).toMatchObject({
      action: 'edit',
      reason: 'rebalanced',
      before: expect.objectContaining({
        enabled: true,
        rtp: '89.69',
        price: '2.23',
        pool: [
          { item_id: CHEAP, weight: 3 },
          { item_id: DEAR, weight: 1 },
        ],
      }),
      after: expect.objectContaining({
        rtp: '83.33',
        price: '3.00',
        pool: [
          { item_id: CHEAP, weight: 1 },
          { item_id: DEAR, weight: 1 },
          { item_id: THIRD, weight: 2 },
        ],
      }),
    });
  });

  it('refuses weights that are not positive integers, an item twice, an unknown item and a bad category, naming each', async () => {
    const types = await content.post(
      'boxes',
      aBoxBody('test-box-c', [
        [CHEAP, 0],
        [DEAR, 2.5],
      ]),
    );
    expect(refusedFields(types).sort()).toEqual(['pool.0.weight', 'pool.1.weight']);
    const rules = await content.post(
      'boxes',
      {
        ...aBoxBody('test-box-c', [
          [CHEAP, 1],
          [CHEAP, 2],
          ['no-such-item', 1],
        ]),
        category: 'toys',
      },
      'zh',
    );
    expect(refusedFields(rules)).toEqual(['category', 'pool.1.item_id']);
    const unknown = await content.post(
      'boxes',
      aBoxBody('test-box-c', [
        [CHEAP, 1],
        ['no-such-item', 1],
      ]),
    );
    expect(fieldErrors(unknown)).toEqual([{ field: 'pool.1.item_id', message: 'no item no-such-item' }]);
    expect(refusedFields(await content.post('boxes', { ...aBoxBody('test-box-c', []) }))).toEqual(['pool']);
    expect((await content.get('boxes/test-box-c')).status).toBe(404);
    const missing = await content.put('boxes/no-such-box', aBoxBody('x', [[CHEAP, 1]]));
    expect(missing.status).toBe(404);
  });

  it('disables and enables a box (audited): a disabled box is gone for players', async () => {
    await content.post('boxes', aBoxBody('test-box-d', [[CHEAP, 1]]));
    const disabled = await content.post<BoxDetail>('boxes/test-box-d/disable', { reason: 'pool review' });
    expect(disabled.body.data.enabled).toBe(false);
    expect((await client.get('/api/box/test-box-d')).status).toBe(404);
    expect((await content.list<Box>('boxes', { filter: { enabled: false } })).body.data.map((box) => box.id)).toEqual([
      'test-box-d',
    ]);
    expect((await content.post<BoxDetail>('boxes/test-box-d/enable')).body.data.enabled).toBe(true);
    expect((await client.get('/api/box/test-box-d')).status).toBe(200);
    const entries = await auditEntries(app, 'boxes', 'test-box-d');
    expect(entries.slice(1).map((entry) => [entry.action, entry.before, entry.after, entry.reason])).toEqual([
      ['disable', { enabled: true }, { enabled: false }, 'pool review'],
      ['enable', { enabled: false }, { enabled: true }, null],
    ]);
    expect((await content.post('boxes/no-such-box/disable')).status).toBe(404);
  });
});
