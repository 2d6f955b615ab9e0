import { startTestApp, type TestApp } from '../testing/test-app';

describe('serving the web apps and the envelope (e2e)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('serves the player web at / and any deep link (history mode)', async () => {
    for (const path of ['/', '/002-lucky', '/user/packsack?page=2']) {
      const response = await fetch(testApp.baseUrl + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves the admin console at /admin/ and its deep links', async () => {
    const response = await fetch(testApp.baseUrl + '/admin/players/12');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Lootledger admin');
  });

  it('answers an unknown API path with the 404 envelope, in the request language', async () => {
    const en = await fetch(testApp.baseUrl + '/api/no-such-thing');
    expect(en.status).toBe(404);
    expect(await en.json()).toEqual({ code: 404, message: 'Not found', error: 'NOT_FOUND', data: null });
    const zh = await fetch(testApp.baseUrl + '/admin/api/nothing?lang=zh');
    expect(((await zh.json()) as { message: string }).message).toBe('资源不存在');
  });

  it('reports ready when the database and the event store answer', async () => {
    const response = await fetch(testApp.baseUrl + '/health/ready');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; log_head: string };
    expect(body.status).toBe('ok');
    expect(body.log_head).toMatch(/^\d+$/);
  });
});
