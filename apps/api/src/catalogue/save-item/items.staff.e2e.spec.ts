// /admin/api/items over HTTP with the demo catalogue: the react-admin list (filters, sort, range,
// Content-Range), show, create and edit with field-named refusals in both languages, and the audit
// entry of every change.
import { parseAmount } from '@lootledger/contracts';
import type { AdminItemDto } from './items.staff.dto';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../platform/testing/test-app';
import { aStaffMember, AdminRest, auditEntries, fieldErrors, refusedFields } from '../../staff/testing';

let app: TestApp;
let client: ApiClient;
let content: AdminRest;
let contentId: string;

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp({ seedDemo: true })));
  const staff = await aStaffMember(app).withRole('content').signIn(client);
  content = new AdminRest(client, staff.token);
  contentId = staff.id;
});
afterAll(() => app.close());

const newItem = (id: string) => ({
  id,
  name_zh: 'AK-47 | 测试',
  name_en: 'AK-47 | Test',
  hash_name: 'AK-47 | Test (Field-Tested)',
  weapon: 'AK-47',
  skin: 'Test',
  value: '12.34',
  lv: 4,
  dura: 3,
});

describe('GET /admin/api/items', () => {
  it('pages the items by id with a Content-Range, 25 by default', async () => {
    const all = await content.list<AdminItemDto>('items', { range: [0, 99] });
    const total = Number(all.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThan(25);
    const first = await content.list<AdminItemDto>('items');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    expect(first.headers.get('content-range')).toBe(`items 0-24/${total}`);
    const ids = first.body.data.map((item) => item.id);
    expect(ids).toEqual([...ids].sort());
    const second = await content.list<AdminItemDto>('items', { range: [5, 9] });
    expect(second.body.data.map((item) => item.id)).toEqual(ids.slice(5, 10));
    expect(second.headers.get('content-range')).toBe(`items 5-9/${total}`);
  });

  it('filters by rarity, wear, text and ids, and sorts by value', async () => {
    const knives = await content.list<AdminItemDto>('items', {
      filter: { lv: 7 },
      sort: ['value', 'DESC'],
      range: [0, 99],
    });
    expect(knives.body.data.length).toBeGreaterThan(1);
    expect(knives.body.data.every((item) => item.lv === 7)).toBe(true);
    const values = knives.body.data.map((item) => parseAmount(item.value)!);
    expect(values).toEqual([...values].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(knives.headers.get('content-range')).toBe(
      `items 0-${knives.body.data.length - 1}/${knives.body.data.length}`,
    );

    const redlines = await content.list<AdminItemDto>('items', { filter: { q: 'REDLINE', dura: 3 }, range: [0, 99] });
    expect(redlines.body.data.map((item) => item.id)).toEqual(['ak-47-redline-ft']);
    expect(redlines.body.data[0]).toEqual({
      id: 'ak-47-redline-ft',
      name_zh: 'AK-47 | 红线',
      name_en: 'AK-47 | Redline',
      hash_name: 'AK-47 | Redline (Field-Tested)',
      weapon: 'AK-47',
      skin: 'Redline',
      cover: '/covers/items/ak-47-redline-ft.svg',
      value: '40.00',
      lv: 5,
      dura: 3,
      dura_alias: '久经沙场',
      dura_alias_en: 'Field-Tested',
      box_count: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(redlines.body.data[0].box_count).toBeGreaterThan(0);

    const many = await content.list<AdminItemDto>('items', {
      filter: { id: ['ak-47-redline-ft', 'ak-47-redline-mw', 'nope'] },
    });
    expect(many.body.data.map((item) => item.id).sort()).toEqual(['ak-47-redline-ft', 'ak-47-redline-mw']);
  });

  it('refuses an unknown sort field, a bad range and an unsupported filter, naming each (zh and en)', async () => {
    const refused = await content.list('items', { sort: ['hash_name', 'ASC'] });
    expect(refusedFields(refused)).toEqual(['sort']);
    expect(refusedFields(await content.list('items', { filter: { colour: 'red' } }))).toEqual(['filter.colour']);
    const zh = await content.list('items', { range: [9, 1] }, 'zh');
    expect(refusedFields(zh)).toEqual(['range']);
    expect(zh.body.message).toBe('请求参数有误');
    expect(fieldErrors(zh)[0].message).toBe('range 格式不正确');
  });
});

describe('GET /admin/api/items/{id}', () => {
  it('shows one item; an unknown one is 404 NOT_FOUND', async () => {
    const item = await content.get<AdminItemDto>('items/ak-47-redline-ft');
    expect(item.body.data).toMatchObject({ id: 'ak-47-redline-ft', value: '40.00', lv: 5 });
    const missing = await content.get('items/no-such-item', 'zh');
    expect({ status: missing.status, error: missing.body.error, message: missing.body.message }).toEqual({
      status: 404,
      error: 'NOT_FOUND',
      message: '资源不存在',
    });
  });
});

describe('POST /admin/api/items and PUT /admin/api/items/{id}', () => {
  it('creates an item (audited), refuses the same id again with 409 DUPLICATE_ID', async () => {
    const created = await content.post<AdminItemDto>('items', { ...newItem('test-knife-1'), reason: 'new case' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      ...newItem('test-knife-1'),
      cover: '/covers/items/test-knife-1.svg',
      box_count: 0,
    });
    const again = await content.post('items', newItem('test-knife-1'));
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'DUPLICATE_ID' });

    const [entry] = await auditEntries(app, 'items', 'test-knife-1');
    expect(entry).toMatchObject({
      staff_id: contentId,
      role: 'content',
      action: 'create',
      before: null,
      after: expect.objectContaining({ id: 'test-knife-1', value: '12.34' }),
      reason: 'new case',
      ip: '127.0.0.1',
    });
  });

  it('edits an item and records it before and after', async () => {
    await content.post('items', newItem('test-knife-2'));
    const { id: _id, ...fields } = newItem('test-knife-2');
    const edited = await content.put<AdminItemDto>('items/test-knife-2', {
      ...fields,
      value: '99.99',
      lv: 7,
      reason: 'priced up',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: 'test-knife-2', value: '99.99', lv: 7 });
    expect((await content.get<AdminItemDto>('items/test-knife-2')).body.data.value).toBe('99.99');
    const entries = await auditEntries(app, 'items', 'test-knife-2');
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'edit']);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ value: '12.34', lv: 4 }),
      after: expect.objectContaining({ value: '99.99', lv: 7 }),
      reason: 'priced up',
    });
    const missing = await content.put('items/no-such-item', fields);
    expect({ status: missing.status, error: missing.body.error }).toEqual({ status: 404, error: 'NOT_FOUND' });
  });

  it('names every refused field (types first, then the catalogue rules) in the request language, writing nothing', async () => {
    const types = await content.post('items', { ...newItem('test-bad-1'), value: '12.3', lv: 'x' }, 'en');
    expect(refusedFields(types).sort()).toEqual(['lv', 'value']);
    expect(JSON.stringify(types.body.data)).toContain('value must be an amount with exactly two decimals');

    const rules = await content.post(
      'items',
      { ...newItem('bad id'), name_en: ' ', lv: 99, dura: 0, cover: 'javascript:x' },
      'zh',
    );
    expect(refusedFields(rules)).toEqual(['id', 'name_en', 'cover', 'lv', 'dura']);
    expect(fieldErrors(rules).find((e) => e.field === 'lv')!.message).toBe('lv 须为稀有度等级');
    expect((await content.get('items/test-bad-1')).status).toBe(404);
    expect(await auditEntries(app, 'items', 'bad id')).toEqual([]);
  });
});
