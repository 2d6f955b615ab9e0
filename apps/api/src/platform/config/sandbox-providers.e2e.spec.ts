// The sandbox providers over real HTTP: mounted with the (default) sandbox settings, and refused at
// start in production unless ALLOW_SANDBOX=true.
import { randomMobile } from '../../identity/testing';
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('sandbox providers (e2e)', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('refuses to start in production with a sandbox provider', async () => {
    await expect(startTestApp({ production: true, allowSandbox: false })).rejects.toThrow(
      /NODE_ENV=production.*ALLOW_SANDBOX=true/s,
    );
  });

  it('mounts the SMS, payment and trade sandboxes while their providers are sandbox (production with ALLOW_SANDBOX)', async () => {
    testApp = await startTestApp({ production: true, allowSandbox: true, ledgerCheckpointKey: 'c'.repeat(64) });
    const client = new ApiClient(testApp.baseUrl);
    const mobile = randomMobile();
    expect((await client.post('/api/send_sms', { mobile, area_code: '86', is_use: 1 })).status).toBe(200);
    const sms = await fetch(`${testApp.baseUrl}/sandbox/sms?mobile=${mobile}&area_code=86`);
    expect(sms.status).toBe(200);
    expect(((await sms.json()) as { code: string }).code).toMatch(/^\d{6}$/);
    const pay = await fetch(`${testApp.baseUrl}/sandbox/pay/R-unknown`);
    expect([pay.status, pay.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
    const offers = await fetch(`${testApp.baseUrl}/sandbox/trade/offers`);
    expect([offers.status, await offers.json()]).toEqual([200, []]);
  });
});
