// The personal centre in a real browser: backpack selection (select-all inverts), recycle, extract
// (needs a trade URL, then shows in the bills), the avatar upload with its 5 MB rule and crop,
// the nickname, the password-change dialog, logging out and in, and the promotion and VIP pages; the
// promotion centre's invitees (one paid a top-up) with their recharge and commission, and the total.
import { aPlayer } from '../../api/src/identity/testing';
import { aPaidTopUp } from '../../api/src/payments/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { waitUntil } from '../../api/src/platform/testing/wait-until';
import {
  FLOW_TIMEOUT_MS,
  headerBalance,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  topUpThroughSandbox,
  type WebTestEnv,
} from './support/player-web';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234';

describe('player web personal centre (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'selects, recycles and extracts backpack items, edits the profile, logs out and back in',
    async () => {
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await page.goto('/');
        const mobile = await registerThroughDialog(page, env, 'en');
        await topUpThroughSandbox(page, 'en');

        // Two boxes at once: two reels, two items.
        await page.goto('/active/sandstorm');
        await page.getByRole('group', { name: 'How many boxes' }).getByRole('button', { name: '×2' }).click();
        await page.getByRole('button', { name: /^Open 2 boxes for/ }).click();
        // This player prefers reduced motion: the reels land at once (the opening's own tests skip a spin).
        const result = page.getByRole('dialog', { name: 'You got' });
        await result.waitFor({ timeout: 20_000 });
        expect(await page.locator('[data-testid="reel"][data-state="landed"]').count()).toBe(2);
        await result.getByRole('button', { name: 'Keep in backpack' }).click();

        // Backpack: select all, unselect one, select all again inverts.
        await page.goto('/user/packsack');
        const summary = page.getByTestId('selection-summary');
        const boxes = page.getByRole('checkbox');
        await boxes.nth(1).waitFor();
        expect(await boxes.count()).toBe(2);
        await page.getByRole('button', { name: 'Select all' }).click();
        await summary.getByText('2 selected').waitFor();
        await boxes.nth(0).uncheck();
        await summary.getByText('1 selected').waitFor();
        await page.getByRole('button', { name: 'Select all' }).click();
        await summary.getByText('1 selected').waitFor();
        expect(await boxes.nth(0).isChecked()).toBe(true);
        expect(await boxes.nth(1).isChecked()).toBe(false);
        await screenshot(page, 'packsack-selected-en');
        await page.getByRole('button', { name: 'Recycle' }).click();
        const confirmRecycle = page.getByRole('dialog', { name: 'Recycle these items?' });
        await confirmRecycle.getByRole('button', { name: /^Recycle for/ }).click();
        await page.getByText(/^Recycled 1 item for/).waitFor();
        await page.getByText('1 item', { exact: true }).waitFor();

        // Extracting needs a trade URL.
        await boxes.nth(0).check();
        await page.getByRole('button', { name: 'Extract' }).click();
        await page
          .getByRole('dialog', { name: 'Extract these items?' })
          .getByRole('button', { name: 'Extract' })
          .click();
        await page.getByText('Set your Steam trade URL before extracting.').waitFor();
        await page.getByRole('link', { name: 'Set it now' }).click();

        await page.getByLabel('Steam trade URL').fill(TRADE_URL);
        await page.getByRole('button', { name: 'Save' }).nth(1).click();
        await page.getByText('Saved').first().waitFor();
        await page.getByLabel('Nickname').fill('Tester One');
        await page.getByRole('button', { name: 'Save' }).first().click();
        await page.locator('header').getByText('T', { exact: true }).waitFor();

        // Avatar: a file over 5 MB is refused before upload; a picture is cropped and saved.
        const upload = page.locator('input[type="file"]');
        await upload.setInputFiles({
          name: 'huge.png',
          mimeType: 'image/png',
          buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
        });
        await page.getByText('The file may not exceed 5MB').waitFor();
        const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
        await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
        const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
        await crop.getByTestId('crop-viewport').locator('img').waitFor();
        await screenshot(page, 'avatar-crop-en');
        await crop.getByRole('button', { name: 'Use this avatar' }).click();
        await crop.waitFor({ state: 'hidden' });
        const avatar = page.getByTestId('avatar');
        await avatar.waitFor();
        expect(await avatar.getAttribute('src')).toContain('/uploads/avatars/');
        await screenshot(page, 'user-info-filled-en');

        // Now the extraction goes through and shows up among the bills.
        await page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'Backpack' }).click();
        await page.getByRole('checkbox').first().check();
        await page.getByRole('button', { name: 'Extract' }).click();
        await page
          .getByRole('dialog', { name: 'Extract these items?' })
          .getByRole('button', { name: 'Extract' })
          .click();
        await page.getByText('No items yet').or(page.getByText('Your backpack is empty.')).waitFor();
        await page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'Bills' }).click();
        const tabs = ['Request to Receive', 'Sending', 'Waiting to be Received', 'Successfully withdraw'];
        let found = false;
        for (let round = 0; round < 10 && !found; round++) {
          for (const tab of tabs) {
            await page.getByRole('tab', { name: tab }).click();
            await page.waitForLoadState('networkidle');
            if ((await page.getByRole('tabpanel').locator('.item-card').count()) > 0) {
              found = true;
              break;
            }
          }
        }
        expect(found).toBe(true);
        await screenshot(page, 'bill-en');

        await page
          .getByRole('navigation', { name: 'Personal centre' })
          .getByRole('link', { name: 'Promotion' })
          .click();
        await page.getByTestId('invite-code').waitFor();
        await screenshot(page, 'promotion-en');
        await page.goto('/002-Vip');
        await page.getByRole('heading', { name: 'VIP', level: 1 }).waitFor();
        await screenshot(page, 'vip-en');

        // Password change: the code goes to the bound phone, which got one at registration less than
        // 60 s ago, so the server refuses and says why (an error toast with its message).
        await page.goto('/user/info');
        await page.getByRole('button', { name: 'Change password' }).click();
        const change = page.getByRole('dialog', { name: 'Change password' });
        await change.getByLabel('New password').fill('another-pass-2');
        await change.getByRole('button', { name: 'Change password' }).click();
        await change.getByText('Please enter the verification code').waitFor();
        await change.getByRole('button', { name: 'Get code' }).click();
        await page.getByRole('alert').filter({ hasText: 'try again in 60 seconds' }).waitFor();
        expect(await change.getByRole('button', { name: 'Get code' }).isEnabled()).toBe(true);
        await change.getByRole('button', { name: 'Close' }).click();

        // Log out, then back in with the password through the dialog.
        await page.getByRole('button', { name: 'Log out' }).click();
        await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
        const login = page.getByRole('dialog', { name: 'Log in' });
        await login.getByLabel('Phone number').fill(mobile);
        await login.getByLabel('Password', { exact: true }).fill('wrong-password');
        await login.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.getByRole('alert').filter({ hasText: 'Wrong mobile number or password' }).waitFor();
        await login.getByLabel('Password', { exact: true }).fill('secret-pass-1');
        await login.getByRole('button', { name: 'Log in', exact: true }).click();
        await headerBalance(page).waitFor();
        await login.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows the promotion centre its invitees (joined, recharged or not, the commission each) and the commission in all (zh)',
    async () => {
      const client = new ApiClient(env.testApp.baseUrl);
      const referrer = await aPlayer(client.fromAddress('127.0.0.81')).register();
      const payer = await aPlayer(client.fromAddress('127.0.0.82')).invitedBy(referrer.inviteCode).register();
      const idle = await aPlayer(client.fromAddress('127.0.0.83')).invitedBy(referrer.inviteCode).register();
      await aPaidTopUp(client, payer);
      const commission = () =>
        client
          .get<{ user: { commission_total: string } }>('/api/promote', { token: referrer.token })
          .then((answer) => answer.body.data.user.commission_total);
      const total = await waitUntil(commission, (value) => value !== '0.00', 60_000);
      const nameOf = async (token: string) => (await client.get<{ name: string }>('/api/me', { token })).body.data.name;

      const { context, page } = await newPlayerPage(env, 'zh');
      try {
        await signInWithCookies(env, context, referrer);
        await page.goto('/user/userwelfare');
        await page.getByTestId('commission-total').getByText(total).waitFor();
        const rows = page.getByTestId('invitees').locator('tbody tr');
        await rows.nth(1).waitFor();
        expect(await rows.count()).toBe(2);
        // Newest first: the one who never recharged, then the payer with what their top-up earned.
        expect(await rows.nth(0).locator('td').allInnerTexts()).toEqual([
          await nameOf(idle.token),
          expect.any(String),
          '未充值',
          '0.00',
        ]);
        expect(await rows.nth(1).locator('td').allInnerTexts()).toEqual([
          await nameOf(payer.token),
          expect.any(String),
          '100.00',
          total,
        ]);
        await screenshot(page, 'promotion-invitees-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
