// Loyalty's console screens in a real browser against the real API: the first admin opens the
// points rules, the points shop (the demo data's items on sale), the daily tasks and the daily free
// boxes from the menu, creates a shop item with a stock through the form, picking the catalogue item
// by typing part of its name (players then see it), adds a daily free box picking its box by name,
// and edits a points rule: each an audit entry.
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
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/free-boxes/create');
        const boxForm = page.locator('.RaCreate-main form');
        await boxForm.getByRole('textbox', { name: 'Id' }).fill('console-free-box');
        await boxForm.getByRole('combobox', { name: 'Box' }).fill('Pocket');
        await page.getByRole('option', { name: /^Pocket Change · / }).click();
        await boxForm.getByRole('combobox', { name: 'Unlocked by' }).click();
        await page.getByRole('option', { name: 'VIP level' }).click();
        await boxForm.getByRole('textbox', { name: 'From' }).fill('2');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Element created').waitFor();
        const freeBoxes = await env.client.get<{ id: string; box_id: string }[]>('/api/free-boxes');
        expect(freeBoxes.body.data.find((row) => row.id === 'console-free-box')).toMatchObject({
          box_id: 'pocket-change',
        });
        await openList(page, 'Points rules', 'points-rules');
        await openList(page, 'Player points', 'player-points');

        await openList(page, 'Points shop', 'shop');
        await page.getByText('demo-awp-asiimov').waitFor();
        await page.getByRole('link', { name: 'Create' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/shop/create');
        const itemId = 'tec-9-isaac-mw';
        const form = page.locator('.RaCreate-main form');
        await form.getByRole('textbox', { name: 'Id' }).fill('console-item');
        // Typing part of the name searches the catalogue; the option names the item, its value and id.
        await form.getByRole('combobox', { name: 'Catalogue item' }).fill('isaac');
        await page.getByRole('option', { name: `Tec-9 | Isaac · 0.44 (${itemId})` }).click();
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
