import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('GET /api/info (e2e)', () => {
  let testApp: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    api = new ApiClient(testApp.baseUrl);
  });
  afterAll(() => testApp.close());

  it('answers the site information and the server time in the envelope', async () => {
    const before = Date.now();
    const response = await api.get<Record<string, unknown>>('/api/info', { lang: 'zh' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 200, message: '成功' });
    const { server_time: serverTime, ...rest } = response.body.data;
    expect(rest).toEqual({
      name: 'Lootledger',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      languages: ['zh', 'en'],
      min_age: 18,
      customer_service_url: expect.stringMatching(/^(https?:|mailto:|\/)/),
      features: { battles: true, upgrade: true, contract: true, roll: true, shop: true },
      stats_script_url: null,
    });
    const time = Date.parse(serverTime as string);
    expect(serverTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('is signed like every /api call', async () => {
    const response = await api.get('/api/info', { unsigned: true });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('SIGNATURE_INVALID');
  });
});
