// Staff signing in while their email is under attack, in a real browser: wrong passwords from ten
// other addresses (127.0.0.x) make the server ask for a proof-of-work challenge; the console solves it
// and sends the sign-in again, so the staff member only types the password (then, enrolled in TOTP,
// the code).
import {
  aStaffOf,
  FLOW_TIMEOUT_MS,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  type AdminTestEnv,
} from './support/admin-console';

let env: AdminTestEnv;
beforeAll(async () => {
  env = await startAdminTestEnv();
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

it(
  'signs staff in with the right password when a challenge is required',
  async () => {
    const staff = await aStaffOf(env, 'support');
    for (let n = 2; n < 12; n++) {
      const guess = { email: staff.email, password: `guess-${n}` };
      const refused = await env.client.fromAddress(`127.0.0.${n}`).post('/admin/api/auth/login', guess);
      expect(refused.body.error).toBe('STAFF_LOGIN_FAILED');
    }
    const { context, page } = await openConsole(env, 'en');
    const logins: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/admin/api/auth/login')) logins.push(`${path} ${response.status()}`);
    });
    try {
      await signIn(page, staff, 'en');
      expect(logins).toEqual([
        '/admin/api/auth/login 403', // CHALLENGE_REQUIRED: solved in the page, sent again
        '/admin/api/auth/login 401', // the password was right: TOTP_REQUIRED
        '/admin/api/auth/login/totp 200',
      ]);
      await screenshot(page, 'admin-sign-in-challenge-en');
    } finally {
      await context.close();
    }
  },
  FLOW_TIMEOUT_MS,
);
