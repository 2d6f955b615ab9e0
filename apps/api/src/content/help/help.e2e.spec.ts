// GET /api/helps and /api/help/{id}: the help centre in both languages; 2 and 3 are the legal texts.
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../platform/testing/test-app';

let app: TestApp, client: ApiClient;
beforeAll(async () => ({ app, client } = suiteOf(await startTestApp())));
afterAll(() => app.close());

it('lists the articles and serves each in the request language', async () => {
  const en = await client.get<{ id: number; title: string; category: string }[]>('/api/helps', { lang: 'en' });
  expect(en.body.data.map((article) => article.id)).toEqual([1, 2, 3, 4, 5]);
  expect(en.body.data[1]).toEqual({ id: 2, category: 'legal', title: 'User agreement' });
  const zh = await client.get<{ title: string; body: string }>('/api/help/3', { lang: 'zh' });
  expect(zh.body.data.title).toBe('隐私条款');
  expect(zh.body.data.body.split('\n\n').length).toBeGreaterThan(1);
});

it('answers 404 HELP_NOT_FOUND for an unknown or malformed id', async () => {
  for (const id of ['99', 'abc']) {
    const result = await client.get(`/api/help/${id}`, { lang: 'zh' });
    expect([result.status, result.body.error, result.body.message]).toEqual([404, 'HELP_NOT_FOUND', '帮助文章不存在']);
  }
});
