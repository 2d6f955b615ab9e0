// Every screen of the console in a real browser against the real API: the first admin opens each
// menu entry, sees its list, and opens the first record of each list that has one, with no error
// anywhere; then creates an item and a staff member through the forms, and the new member signs in
// with the password typed there (and, being support, is sent to enrol two-factor sign-in).
import type { Page } from 'playwright-core';
import {
  aPlayerWithCoins,
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  staffToken,
  startAdminTestEnv,
  type AdminTestEnv,
} from './support/admin-console';

let env: AdminTestEnv;

beforeAll(async () => {
  env = await startAdminTestEnv();
  // Something in the player lists.
  await aPlayerWithCoins(env, '30.00');
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

/** The menu's resource entries, as the first admin sees them (every one). */
const ENTRIES: [label: string, resource: string][] = [
  ['Players', 'players'],
  ['Coin adjustments', 'coin-adjustments'],
  ['Items', 'items'],
  ['Boxes', 'boxes'],
  ['Recharge orders', 'orders'],
  ['Refused payments', 'refused-payments'],
  ['Recharge packages', 'packages'],
  ['First-recharge bonuses', 'first-bonuses'],
  ['Card-code batches', 'card-code-batches'],
  ['Conversion reports', 'conversion-reports'],
  ['Delivery bills', 'bills'],
  ['Delivery price margin', 'delivery-settings'],
  ['Battles', 'battles'],
  ['Daily ranking rewards', 'arena-ranking-rewards'],
  ['Battle rebate tiers', 'arena-rebate-tiers'],
  ['Ranking floor and cap', 'arena-ranking-settings'],
  ['Upgrades', 'upgrades'],
  ['Upgrade targets', 'upgrade-targets'],
  ['Upgrade settings', 'upgrade-settings'],
  ['Contracts', 'contracts'],
  ['Contract rules', 'contract-settings'],
  ['Help articles', 'help-articles'],
  ['VIP levels', 'vip-levels'],
  ['Promotion levels', 'promotion-levels'],
  ['Staff', 'staff'],
  ['Audit log', 'audit-log'],
  ['ROLL rooms', 'roll-rooms'],
  ['Red packet campaigns', 'red-packets'],
  ['Sign-in and packet rules', 'welfare-rules'],
  ['Welfare paid per day', 'welfare-payouts'],
];

/** Opens a list from the menu and waits until it is the page on screen. */
async function openList(page: Page, entry: string, resource: string): Promise<void> {
  await menuEntry(page, entry).click();
  await page.waitForURL((url) => url.pathname === `/admin/${resource}`);
  // The page has changed once the app bar names the list (a page loading on first use leaves the
  // previous one on screen until it is ready).
  await page.locator('#react-admin-title').getByText(entry, { exact: true }).waitFor();
}

/** Waits until the page has settled (no request in flight) and no error notification shows. */
async function expectNoError(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const errors = await page.locator('.RaNotification-error').allTextContents();
  expect({ where, errors }).toEqual({ where, errors: [] });
}

describe('admin console: every screen (browser e2e)', () => {
  it(
    'opens every list from the menu and the first record of each, without an error',
    async () => {
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, env.firstAdmin, 'en');
        const opened: string[] = [];
        for (const [entry, resource] of ENTRIES) {
          await openList(page, entry, resource);
          // A list shows its table, or says it is empty.
          await page.locator('.RaList-main table, .RaEmpty-message, .RaList-noResults').first().waitFor();
          await expectNoError(page, `${entry} list`);
          const firstRow = page.locator('tbody tr.RaDatagrid-clickableRow').first();
          if ((await firstRow.count()) === 0) continue;
          const listUrl = page.url();
          await firstRow.click();
          await page.waitForURL((url) => url.toString() !== listUrl);
          await page.locator('.RaShow-main, .RaEdit-main').first().waitFor();
          await expectNoError(page, `${entry} record`);
          opened.push(entry);
        }
        // The demo data and the seeded player fill these, so each must have opened a record.
        expect(opened).toEqual(
          expect.arrayContaining([
            'Players',
            'Items',
            'Boxes',
            'Recharge packages',
            'Help articles',
            'VIP levels',
            'Staff',
          ]),
        );
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'creates an item and a staff member through the forms; the new member signs in with the typed password',
    async () => {
      const { context, page } = await openConsole(env, 'en');
      const email = `new-support-${Date.now()}@e2e.test`;
      try {
        await signIn(page, env.firstAdmin, 'en');

        await openList(page, 'Items', 'items');
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/items/create');
        const form = page.locator('.RaCreate-main form');
        await form.getByRole('textbox', { name: 'ID' }).fill('e2e-new-item');
        await form.getByRole('textbox', { name: 'Name (Chinese)' }).fill('新饰品');
        await form.getByRole('textbox', { name: 'Name (English)' }).fill('New item');
        await form.getByRole('textbox', { name: 'Market name' }).fill('AK-47 | New item (Field-Tested)');
        await form.getByRole('textbox', { name: 'Weapon' }).fill('AK-47');
        await form.getByRole('textbox', { name: 'Value' }).fill('12.34');
        // Rarity and wear start on their first choices.
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Element created').waitFor();
        await expectNoError(page, 'item created');
        const item = await env.client.get<{ id: string; value: string }>('/admin/api/items/e2e-new-item', {
          token: await staffToken(env, env.firstAdmin),
        });
        expect({ status: item.status, value: item.body.data?.value }).toEqual({ status: 200, value: '12.34' });
        await screenshot(page, 'admin-item-created-en');

        await openList(page, 'Staff', 'staff');
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/staff/create');
        const staffForm = page.locator('.RaCreate-main form');
        await staffForm.getByRole('textbox', { name: 'Email' }).fill(email);
        await staffForm.getByRole('combobox', { name: 'Role' }).click();
        await page.getByRole('option', { name: 'Support' }).click();
        await staffForm.getByLabel('Password', { exact: false }).first().fill('support-password-typed');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Element created').waitFor();
        await expectNoError(page, 'staff created');
      } finally {
        await context.close();
      }

      // Support approves deliveries (items of value leave): the new member is sent to enrol first.
      const second = await openConsole(env, 'en');
      try {
        await signIn(second.page, { email, password: 'support-password-typed' }, 'en');
        await second.page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
      } finally {
        await second.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
