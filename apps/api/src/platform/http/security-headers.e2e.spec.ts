// Security headers over real HTTP on an API answer, both web apps and the sandbox pay page; HSTS
// only for a request that arrived over TLS (here: X-Forwarded-Proto from a trusted proxy).
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('security headers (e2e)', () => {
  const apps: TestApp[] = [];
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await startTestApp();
    proxied = await startTestApp({ trustProxy: ['loopback'] });
    apps.push(direct, proxied);
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  function expectHardened(headers: Headers): void {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security')).toBeNull();
  }

  it('on an API answer, and on a refusal', async () => {
    const client = new ApiClient(direct.baseUrl);
    expectHardened((await client.get('/api/info')).headers);
    expectHardened((await client.get('/api/me')).headers);
  });

  it.each(['/', '/admin/', '/admin/players', '/api/docs'])('on the page %s', async (path) => {
    const response = await fetch(direct.baseUrl + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectHardened(response.headers);
  });

  it('the sandbox pay page has its own policy: only its inline style and its script by hash', async () => {
    const response = await fetch(`${direct.baseUrl}/sandbox/pay/R-unknown`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS only over TLS: X-Forwarded-Proto https counts from a trusted proxy only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = await fetch(`${direct.baseUrl}/`, { headers: https });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const trusted = await fetch(`${proxied.baseUrl}/`, { headers: https });
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${proxied.baseUrl}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
