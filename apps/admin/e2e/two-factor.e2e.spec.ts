// Two-factor sign-in in a real browser against the real API: an admin who has not enrolled (as the
// first admin is after `npm start`) signs in, is held on the Security page, enrols by reading the
// secret shown there (the test computes the codes, as an authenticator app would), signs out; signs
// in again with a code (the enrolment's code, used once, is refused), and then with a recovery code.
import type { Page } from 'playwright-core';
import { base32Decode, totp } from '../../api/src/staff/domain/totp';
import { aStaffMember } from '../../api/src/staff/testing/test-staff';
import {
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  TEXT,
  type AdminTestEnv,
} from './support/admin-console';

let env: AdminTestEnv;

beforeAll(async () => {
  env = await startAdminTestEnv();
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

/** The code an authenticator app shows `offset` time steps from now. */
const codeAt = (secret: string, offset = 0) => totp(base32Decode(secret)!, Date.now() + offset * 30_000);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: TEXT.en.signIn }).waitFor();
}

async function passwordStep(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.getByLabel(TEXT.en.email).fill(staff.email);
  await page.getByLabel(TEXT.en.password, { exact: false }).first().fill(staff.password);
  await page.getByRole('button', { name: TEXT.en.signIn }).click();
}

describe('admin console: two-factor sign-in (browser e2e)', () => {
  it(
    'enrols on the Security page, then signs in with a code and with a recovery code',
    async () => {
      const admin = await aStaffMember(env.testApp)
        .withRole('admin')
        .withoutTotp()
        .withPassword('admin-two-factor-1')
        .create();
      const { context, page } = await openConsole(env, 'en');
      try {
        // Not enrolled: the console holds the admin on the Security page, the menu offers nothing else.
        await signIn(page, admin, 'en');
        await page.waitForURL((url) => url.pathname === '/admin/security');
        await page.getByText('Your role moves money: it requires two-factor sign-in.').waitFor();
        expect(await menuEntry(page, 'Players').count()).toBe(0);
        await menuEntry(page, 'Dashboard').click();
        await page.waitForURL((url) => url.pathname === '/admin/security');
        await screenshot(page, 'admin-security-required-en');

        await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
        await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
        const secret = (await page.getByTestId('totp-secret').innerText()).trim();
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await screenshot(page, 'admin-security-setup-en');

        const enrolCode = codeAt(secret);
        await page.getByLabel('Code from the app').fill(enrolCode);
        await page.getByRole('button', { name: 'Confirm' }).click();
        const list = page.getByTestId('recovery-codes').locator('li');
        await list.first().waitFor();
        const recoveryCodes = await list.allInnerTexts();
        expect(recoveryCodes).toHaveLength(10);
        await screenshot(page, 'admin-security-recovery-codes-en');
        await page.getByRole('button', { name: 'I have saved them' }).click();
        await page.getByText('Recovery codes left: 10').waitFor();
        // Enrolled: the whole console is there.
        await menuEntry(page, 'Players').waitFor();
        await signOut(page);

        // With a code: the enrolment's code has been used; the next one signs in.
        await passwordStep(page, admin);
        await page.getByLabel(TEXT.en.code).fill(enrolCode);
        await page.getByRole('button', { name: TEXT.en.verify }).click();
        await page.getByText('The code is wrong or was already used; wait for the next one').waitFor();
        await page.getByLabel(TEXT.en.code).fill(codeAt(secret, 1));
        await screenshot(page, 'admin-login-code-en');
        await page.getByRole('button', { name: TEXT.en.verify }).click();
        await menuEntry(page, 'Players').waitFor();
        await signOut(page);

        // With a recovery code instead.
        await passwordStep(page, admin);
        await page.getByRole('button', { name: 'Use a recovery code' }).click();
        await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
        await page.getByRole('button', { name: TEXT.en.verify }).click();
        await menuEntry(page, 'Players').waitFor();
        await menuEntry(page, 'Security').click();
        await page.getByText('Recovery codes left: 9').waitFor();
        await page.getByText('Your role requires two-factor sign-in; it cannot be turned off.').waitFor();
        expect(await page.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
