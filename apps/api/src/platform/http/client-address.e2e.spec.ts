// TRUST_PROXY over real HTTP: by default X-Forwarded-For names nothing (a client cannot pick its own
// address to escape the per-address limits); with the proxy trusted, the forwarded address counts.
import { randomMobile } from '../../identity/testing';
import { handshakeStatus, openSocket } from '../../realtime/testing';
import { ApiClient, expectRefusal } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';

const LOGIN_FAILURES_PER_IP = 30;

/** Failed logins for unknown numbers, each "from" another address; the statuses, in order. */
async function failedLoginsFromVaryingAddresses(client: ApiClient, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const result = await client.post(
      '/api/login',
      { stast: 'login', mobile: randomMobile(), area_code: '86', password: 'wrong-password' },
      { headers: { 'x-forwarded-for': `203.0.113.${index + 1}` } },
    );
    statuses.push(result.status);
  }
  return statuses;
}

describe('client address and TRUST_PROXY (e2e)', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function start(overrides: Parameters<typeof startTestApp>[0]): Promise<ApiClient> {
    const app = await startTestApp(overrides);
    apps.push(app);
    return new ApiClient(app.baseUrl);
  }

  it('by default, failed logins with a different X-Forwarded-For each still hit the per-address limit', async () => {
    const client = await start({});
    const statuses = await failedLoginsFromVaryingAddresses(client, LOGIN_FAILURES_PER_IP + 3);
    expect(statuses.slice(0, LOGIN_FAILURES_PER_IP)).toEqual(Array(LOGIN_FAILURES_PER_IP).fill(401));
    expect(statuses.slice(LOGIN_FAILURES_PER_IP)).toEqual([429, 429, 429]);
    const next = await client.post(
      '/api/login',
      { stast: 'login', mobile: randomMobile(), area_code: '86', password: 'x' },
      { headers: { 'x-forwarded-for': '198.51.100.77' } },
    );
    expectRefusal(next, 429, 'RATE_LIMITED');
  });

  it('with TRUST_PROXY naming the proxy, each forwarded address has its own limit', async () => {
    const client = await start({ trustProxy: ['127.0.0.1'] });
    const statuses = await failedLoginsFromVaryingAddresses(client, LOGIN_FAILURES_PER_IP + 3);
    expect(statuses).toEqual(Array(LOGIN_FAILURES_PER_IP + 3).fill(401));
  });

  it('with a hop count, the address one proxy forwarded counts', async () => {
    const client = await start({ trustProxy: 1 });
    const statuses = await failedLoginsFromVaryingAddresses(client, LOGIN_FAILURES_PER_IP + 1);
    expect(statuses).toEqual(Array(LOGIN_FAILURES_PER_IP + 1).fill(401));
  });

  it('the websocket counts connections per address under the same rule', async () => {
    const direct = await start({ wsMaxConnectionsPerIp: 1 });
    const first = await openSocket(direct.baseUrl, { address: '203.0.113.1' });
    await expect(handshakeStatus(direct.baseUrl, { address: '203.0.113.2' })).resolves.toBe(429);
    await first.close();

    const proxied = await start({ wsMaxConnectionsPerIp: 1, trustProxy: ['loopback'] });
    const one = await openSocket(proxied.baseUrl, { address: '203.0.113.1' });
    await expect(handshakeStatus(proxied.baseUrl, { address: '203.0.113.2' })).resolves.toBe(101);
    await expect(handshakeStatus(proxied.baseUrl, { address: '203.0.113.1' })).resolves.toBe(429);
    await one.close();
  });
});
