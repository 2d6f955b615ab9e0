// GET /metrics over HTTP: request counts and latencies per route template, append latency, the
// subscribers' lags and Node's own metrics; METRICS_TOKEN closes it.
import { aPlayer } from '../../identity/testing';
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    client = new ApiClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts requests by route template and times them, times appends, reports lags and the process', async () => {
    const scrape = async () => {
      const response = await fetch(`${app.baseUrl}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
    const before = await scrape();
    const boxesBefore =
      sample(before, 'http_requests_total', { method: 'GET', route: '/api/boxes', status: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await client.get('/api/boxes')).status).toBe(200);
    await aPlayer(client).register();
    expect((await client.get('/api/arena/detail?game_arena_id=no-such-battle')).status).toBe(404);

    // The readable head waits for every transaction open on the server (other suites' too) to end.
    const after = await waitUntil(scrape, (text) => (sample(text, 'log_head_position') ?? 0) > 0, 120_000);
    expect(sample(after, 'http_requests_total', { method: 'GET', route: '/api/boxes', status: '200' })).toBe(
      boxesBefore + 3,
    );
    expect(sample(after, 'http_requests_total', { method: 'GET', route: '/api/arena/detail', status: '404' })).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/register' })).toBe(1);
    expect(sample(after, 'event_store_append_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(after, 'event_store_appended_events_total')).toBeGreaterThan(0);
    const head = sample(after, 'log_head_position');
    // Every process manager keeps a checkpoint; each lags by at least zero and at most the head.
    const lags = after.split('\n').filter((line) => line.startsWith('subscription_lag_positions{'));
    expect(lags.length).toBeGreaterThan(0);
    for (const line of lags) expect(Number(line.split(' ').pop())).toBeLessThanOrEqual(head!);
    expect(sample(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ metricsToken: 'scrape-secret' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers only the bearer of the token', async () => {
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const allowed = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('http_requests_total');
  });
});
