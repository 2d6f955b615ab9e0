// The Content Security Policy in a real browser: the player web (home with its covers, registration,
// a top-up through the sandbox pay page with its own policy, the websocket) and the API docs UI
// load and work without a single violation.
import { watchCspViolations } from '../../api/src/platform/testing/browser';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  startWebTestEnv,
  topUpThroughSandbox,
  type WebTestEnv,
} from './support/player-web';

describe('Content Security Policy (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'the player web and the sandbox pay page run without a CSP violation',
    async () => {
      const { context, page } = await newPlayerPage(env, 'en');
      const violations = await watchCspViolations(context);
      try {
        const response = await page.goto('/');
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await page.locator('header').waitFor();
        await registerThroughDialog(page, env, 'en');
        await topUpThroughSandbox(page, 'en');
        await page.waitForLoadState('networkidle');
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'the API docs (Swagger UI) render without a CSP violation',
    async () => {
      const { context, page } = await newPlayerPage(env, 'en');
      const violations = await watchCspViolations(context);
      try {
        await page.goto('/api/docs');
        // Tags start folded; unfolding one renders its calls.
        await page.locator('.opblock-tag[data-tag="boxes"]').click();
        await page.getByText('/api/box/open').first().waitFor();
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
