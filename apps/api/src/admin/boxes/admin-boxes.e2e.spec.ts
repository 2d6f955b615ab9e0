// GET /admin/api/boxes: staff who may list boxes see every box with its RTP; others are refused.
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { aStaffMember } from '../testing/test-staff';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp({ seedDemo: true });
  client = new ApiClient(app.baseUrl);
});
afterAll(() => app.close());

interface AdminBox {
  id: string;
  price: string;
  enabled: boolean;
  rtp: string;
  item_count: number;
}

it('lists every demo box with a configured RTP between 85% and 95%, and a Content-Range', async () => {
  const content = await aStaffMember(app).withRole('content').signIn(client);
  const result = await client.get<AdminBox[]>('/admin/api/boxes', { token: content.token });
  expect(result.status).toBe(200);
  const boxes = result.body.data;
  expect(boxes.length).toBeGreaterThanOrEqual(12);
  for (const box of boxes) {
    expect(box.rtp).toMatch(/^\d+\.\d{2}$/);
    expect(Number(box.rtp)).toBeGreaterThanOrEqual(85);
    expect(Number(box.rtp)).toBeLessThanOrEqual(95);
    expect(box.price).toMatch(/^\d+\.\d{2}$/);
    expect(box.item_count).toBeGreaterThan(0);
  }
  expect(result.headers.get('content-range')).toBe(`boxes 0-${boxes.length - 1}/${boxes.length}`);
  const auditor = await aStaffMember(app).withRole('auditor').signIn(client);
  expect((await client.get('/admin/api/boxes', { token: auditor.token })).status).toBe(200);
});

it('refuses support staff (403), players and no token (401)', async () => {
  const support = await aStaffMember(app).withRole('support').signIn(client);
  const refused = await client.get('/admin/api/boxes', { token: support.token });
  expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 403, error: 'FORBIDDEN' });
  const anonymous = await client.get('/admin/api/boxes');
  expect({ status: anonymous.status, error: anonymous.body.error }).toEqual({ status: 401, error: 'UNAUTHENTICATED' });
});
