// The Content Security Policy in a real browser: the admin console signs in and shows its dashboard
// (MUI's runtime styles, SVG charts) and a list without a single violation.
import { watchCspViolations } from '../../api/src/platform/testing/browser';
import { FLOW_TIMEOUT_MS, menuEntry, signIn, startAdminTestEnv, type AdminTestEnv } from './support/admin-console';

describe('Content Security Policy (admin console, browser e2e)', () => {
  let env: AdminTestEnv;
  beforeAll(async () => {
    env = await startAdminTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'signs in and browses without a CSP violation',
    async () => {
      const context = await env.browser.newContext({ baseURL: env.testApp.baseUrl, locale: 'en-US' });
      const violations = await watchCspViolations(context);
      try {
        const page = await context.newPage();
        const response = await page.goto('/admin/');
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await signIn(page, env.firstAdmin, 'en');
        await menuEntry(page, 'Players').click();
        await page.waitForLoadState('networkidle');
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
