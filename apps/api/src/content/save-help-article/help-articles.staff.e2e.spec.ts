// /admin/api/help-articles over HTTP: content staff list, show, create, edit and delete help articles
// in zh and en; the user agreement (2) and privacy terms (3) can be edited, not deleted; the player
// endpoints serve every change at once; every change is audited in its transaction.
import { staffSuite, auditEntries, fieldErrors, refusedFields } from '../../staff/testing';

interface Article {
  id: string;
  category: string;
  sort_order: number;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  protected: boolean;
  updated_at: string;
}

const suite = staffSuite('content');

const article = (overrides: Partial<Article> = {}) => ({
  category: 'guide',
  sort_order: 10,
  title_zh: '如何提取',
  title_en: 'How to withdraw',
  body_zh: '设置交易链接。\n\n然后提取。',
  body_en: 'Set your trade URL.\n\nThen withdraw.',
  ...overrides,
});

it('lists the articles in display order with both languages, filters and sorts them', async () => {
  const all = await suite.content.list<Article>('help-articles');
  expect(all.body.data.map((row) => row.id)).toEqual(['1', '2', '3', '4', '5']);
  expect(all.headers.get('content-range')).toBe('help-articles 0-4/5');
  expect(all.body.data[1]).toMatchObject({
    id: '2',
    category: 'legal',
    title_zh: '用户协议',
    title_en: 'User agreement',
    protected: true,
  });
  expect(all.body.data[0].protected).toBe(false);
  expect(
    (await suite.content.list<Article>('help-articles', { filter: { category: 'legal' } })).body.data.map(
      (row) => row.id,
    ),
  ).toEqual(['2', '3']);
  expect(
    (await suite.content.list<Article>('help-articles', { filter: { q: 'steam' } })).body.data.map((row) => row.id),
  ).toEqual(['1', '2', '5']);
  const byId = await suite.content.list<Article>('help-articles', { sort: ['id', 'DESC'], range: [0, 1] });
  expect(byId.body.data.map((row) => row.id)).toEqual(['5', '4']);
  expect(byId.headers.get('content-range')).toBe('help-articles 0-1/5');
  expect((await suite.content.get<Article>('help-articles/3')).body.data.title_en).toBe('Privacy terms');
  expect((await suite.content.get('help-articles/99')).body.error).toBe('HELP_NOT_FOUND');
});

it('edits the user agreement in both languages: the player pages serve the edit at once (audited)', async () => {
  const edited = await suite.content.put<Article>('help-articles/2', {
    ...article({
      category: 'legal',
      sort_order: 2,
      title_zh: '用户协议（2025 版）',
      title_en: 'User agreement (2025)',
    }),
    reason: 'legal review',
  });
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ id: '2', title_en: 'User agreement (2025)', protected: true });
  const en = await suite.client.get<{ title: string; body: string }>('/api/help/2', { lang: 'en' });
  expect(en.body.data).toMatchObject({ title: 'User agreement (2025)', body: 'Set your trade URL.\n\nThen withdraw.' });
  const zh = await suite.client.get<{ id: number; title: string }[]>('/api/helps', { lang: 'zh' });
  expect(zh.body.data.find((row) => row.id === 2)?.title).toBe('用户协议（2025 版）');
  const [entry] = await auditEntries(suite.app, 'help-articles', '2');
  expect(entry).toMatchObject({
    action: 'edit',
    role: 'content',
    reason: 'legal review',
    before: expect.objectContaining({ title_en: 'User agreement' }),
    after: expect.objectContaining({ title_en: 'User agreement (2025)' }),
  });
});

it('creates an article with the next id (or a given one), and deletes it; 2 and 3 are never deleted', async () => {
  const created = await suite.content.post<Article>('help-articles', article());
  expect(created.body.data).toMatchObject({ id: '6', title_en: 'How to withdraw', protected: false });
  expect((await suite.client.get<{ title: string }>('/api/help/6', { lang: 'en' })).body.data.title).toBe(
    'How to withdraw',
  );
  const chosen = await suite.content.post<Article>('help-articles', { ...article(), id: 40 });
  expect(chosen.body.data.id).toBe('40');
  const taken = await suite.content.post('help-articles', { ...article(), id: 40 });
  expect({ status: taken.status, error: taken.body.error }).toEqual({ status: 409, error: 'DUPLICATE_ID' });

  expect((await suite.content.delete<Article>('help-articles/6')).body.data.id).toBe('6');
  expect((await suite.client.get('/api/help/6')).status).toBe(404);
  for (const id of ['2', '3']) {
    const refused = await suite.content.delete(`help-articles/${id}`, 'zh');
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([
      422,
      'HELP_ARTICLE_PROTECTED',
      '用户协议和隐私条款不能删除',
    ]);
    expect((await suite.client.get(`/api/help/${id}`)).status).toBe(200);
  }
  const entries = await auditEntries(suite.app, 'help-articles', '6');
  expect(entries.map((entry) => [entry.action, entry.before?.id ?? null, entry.after?.id ?? null])).toEqual([
    ['create', null, '6'],
    ['delete', '6', null],
  ]);
});

it('names every refused field in the request language and writes nothing', async () => {
  const refused = await suite.content.post(
    'help-articles',
    article({ category: 'news', title_en: '', body_zh: ' ' }),
    'en',
  );
  expect(refusedFields(refused)).toEqual(['category']);
  const rules = await suite.content.post('help-articles', article({ title_en: '', body_zh: ' ' }), 'zh');
  expect(refusedFields(rules)).toEqual(['title_en', 'body_zh']);
  expect(fieldErrors(rules)[0].message).toBe('title_en 须为不超过 200 个字符的非空文本');
  expect((await suite.content.list('help-articles', { range: [0, 99] })).headers.get('content-range')).toBe(
    'help-articles 0-5/6',
  );
});
