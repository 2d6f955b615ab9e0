// A worker (ROLE=worker) serves its health and nothing else: no API, no web apps, no websocket.
// PostgreSQL only (a fleet shares one).
import { handshakeStatus } from '../../realtime/testing';
import { startTestApp, type TestApp } from '../testing/test-app';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('ROLE=worker', () => {
  let worker: TestApp;

  beforeAll(async () => {
    worker = await startTestApp({ role: 'worker', publicBaseUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => worker?.close());

  it('answers /health and refuses every other path with 404 NOT_FOUND', async () => {
    expect((await fetch(`${worker.baseUrl}/health/ready`)).status).toBe(200);
    expect((await fetch(`${worker.baseUrl}/health/live`)).status).toBe(200);
    for (const path of ['/api/info', '/api/boxes', '/', '/admin/', '/sandbox/sms?mobile=1', '/api/docs']) {
      const response = await fetch(`${worker.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(((await response.json()) as { error: string }).error).toBe('NOT_FOUND');
    }
  });

  it('serves no websocket: the handshake is answered 404', async () => {
    expect(await handshakeStatus(worker.baseUrl)).toBe(404);
  });
});
