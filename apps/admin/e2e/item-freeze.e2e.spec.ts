// Freezing a backpack item from the console, in a real browser against the real API: support open a
// player's "Backpack and items" tab, freeze one item with a reason (its row then reads "Under
// freezing", the backpack API shows status 3 and recycling it is refused with ITEM_FROZEN), then lift
// the freeze (status 0 again, recycling works); both changes are audit entries.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { aDemoBox } from '../../api/src/games/testing';
import { auditEntries } from '../../api/src/staff/testing';
import {
  aPlayerWithCoins,
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

describe('admin console: freeze a backpack item (browser e2e)', () => {
  it(
    'support freeze an item under review and lift the freeze, with reasons, audited',
    async () => {
      const box = await aDemoBox(env.client);
      const player = await aPlayerWithCoins(env, formatAmount(parseAmount(box.price)! * 2n));
      const opened = await env.client.post<{ items: { storage_id: string }[] }>(
        '/api/box/open',
        { id: box.id, num: 1 },
        { token: player.token },
      );
      const storageId = opened.body.data.items[0].storage_id;
      const statusOf = async () => {
        const rows = await env.client.get<{ data: { id: string; status: number }[] }>('/api/storage?status=3', {
          token: player.token,
        });
        return rows.body.data.data.some((row) => row.id === storageId) ? 3 : 0;
      };
      const support = await aStaffOf(env, 'support');
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, support, 'en');
        await page.goto(`/admin/players/${player.id}/show`);
        await page.getByRole('tab', { name: 'Backpack and items' }).click();
        const row = page.locator('tr', { has: page.getByTestId(`item-freeze-${storageId}`) });
        await row.getByRole('button', { name: 'Freeze item' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('cannot be recycled, extracted or staked').waitFor();
        await dialog.getByRole('textbox', { name: 'Reason' }).fill('bought with a disputed payment');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Item frozen').waitFor();
        await row.getByText('Under freezing').waitFor();
        expect(await statusOf()).toBe(3);
        const refused = await env.client.post('/api/cash', { data: [storageId] }, { token: player.token });
        expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 409, error: 'ITEM_FROZEN' });
        await screenshot(page, 'admin-item-frozen-en');

        await row.getByRole('button', { name: 'Unfreeze item' }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('payment cleared');
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Item unfrozen').waitFor();
        await row.getByRole('button', { name: 'Freeze item' }).waitFor();
        expect(await statusOf()).toBe(0);
        expect(
          (await auditEntries(env.testApp, 'storage', storageId)).map((entry) => [entry.action, entry.reason]),
        ).toEqual([
          ['freeze', 'bought with a disputed payment'],
          ['unfreeze', 'payment cleared'],
        ]);
        expect((await env.client.post('/api/cash', { data: [storageId] }, { token: player.token })).status).toBe(200);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
