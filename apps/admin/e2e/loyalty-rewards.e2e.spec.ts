// Loyalty's console screens in a real browser against the real API: the first admin opens the
// points rules, the points shop, the daily tasks and the daily free boxes from the menu, creates a
// shop item with a stock through the form (players then see it), and edits a points rule: each an
// audit entry.
import type { ShopItemResponse } from '@lootledger/contracts';
import type { Page } from 'playwright-core';
import { auditEntries } from '../../api/src/staff/testing';
import {
  FLOW_TIMEOUT_MS,
  menuEntry,
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

async function openList(page: Page, entry: string, resource: string): Promise<void> {
  await menuEntry(page, entry).click();
  await page.waitForURL((url) => url.pathname === `/admin/${resource}`);
  await page.locator('#react-admin-title').getByText(entry, { exact: true }).waitFor();
  await page.locator('.RaList-main table, .RaEmpty-message, .RaList-noResults').first().waitFor();
}

describe('admin console: points, shop, tasks, free boxes (browser e2e)', () => {
  it(
    'opens the four lists, creates a shop item with a stock, edits a points rule, all audited',
    async () => {
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, env.firstAdmin, 'en');
        await openList(page, 'Daily tasks', 'tasks');
        await page.getByText('Open 5 boxes').waitFor();
        await openList(page, 'Daily free boxes', 'free-boxes');
        await openList(page, 'Points rules', 'points-rules');
        await openList(page, 'Player points', 'player-points');

        await openList(page, 'Points shop', 'shop');
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/shop/create');
        const boxes = await env.client.get<{ id: string }[]>('/api/boxes');
        const box = await env.client.get<{ items: { id: string }[] }>(`/api/box/${boxes.body.data[0].id}`);
        const itemId = box.body.data.items[0].id;
        const form = page.locator('.RaCreate-main form');
        await form.getByRole('textbox', { name: 'Id' }).fill('console-item');
        await form.getByRole('textbox', { name: 'Catalogue item' }).fill(itemId);
        await form.getByRole('spinbutton', { name: 'Price (points)' }).fill('25');
        await form.getByRole('spinbutton', { name: 'Stock left' }).fill('4');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Element created').waitFor();
        const seen = await env.client.get<{ data: ShopItemResponse[] }>('/api/shop/items?per_page=100');
        expect(seen.body.data.data.find((row) => row.id === 'console-item')).toMatchObject({
          item_id: itemId,
          price: '25',
          stock: '4',
        });
        expect((await auditEntries(env.testApp, 'shop', 'console-item')).map((entry) => entry.action)).toEqual([
          'create',
        ]);
        await screenshot(page, 'admin-shop-en');

        await openList(page, 'Points rules', 'points-rules');
        await page.locator('tbody tr.RaDatagrid-clickableRow').first().click();
        await page.waitForURL((url) => url.pathname === '/admin/points-rules/6');
        const edit = page.locator('.RaEdit-main form');
        await edit.getByRole('spinbutton', { name: 'Points per 1.00 coin (basis points)' }).fill('15000');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Element updated').waitFor();
        expect((await auditEntries(env.testApp, 'points-rules', '6')).at(-1)).toMatchObject({
          action: 'edit',
          after: { rate_bp: 15000 },
        });
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
