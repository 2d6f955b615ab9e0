// Signing in while the account is under attack, in a real browser: wrong passwords from ten other
// addresses (127.0.0.x) make the server ask for a proof-of-work challenge; the player only types the
// password, the site solves the challenge (a notice says so) and sends the sign-in again.
import { aPlayer } from '../../api/src/identity/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  logInThroughDialog,
  newPlayerPage,
  screenshot,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const SOLVING = {
  en: 'Many failed sign-ins on this account: running a security check…',
  zh: '该账户登录失败次数过多，正在进行安全验证…',
};

describe('player web sign-in under attack (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it.each<[Lang, number]>([
    ['en', 2],
    ['zh', 20],
  ])(
    'signs the owner in with the right password when a challenge is required (%s)',
    async (lang, firstAddress) => {
      const client = new ApiClient(env.testApp.baseUrl);
      const player = await aPlayer(client).register();
      for (let n = firstAddress; n < firstAddress + 10; n++) {
        const guess = { stast: 'login', mobile: player.mobile, area_code: '86', password: `guess-${n}` };
        expect((await client.fromAddress(`127.0.0.${n}`).post('/api/login', guess)).body.error).toBe('LOGIN_FAILED');
      }
      const { context, page } = await newPlayerPage(env, lang);
      const logins: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/login') logins.push(response.status());
      });
      try {
        await page.goto('/');
        const notice = page.getByRole('status').filter({ hasText: SOLVING[lang] }).waitFor({ timeout: 30_000 });
        await logInThroughDialog(page, lang, player.mobile, player.password);
        await notice;
        expect(logins).toEqual([403, 200]);
        await screenshot(page, `sign-in-challenge-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
