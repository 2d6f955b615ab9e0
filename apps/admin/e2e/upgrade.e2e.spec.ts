// The upgrade in the admin console, in a real browser against the real API: support finds a
// player's upgrade and reads its draw (linked to the player); content disables a target; finance
// changes the RTP (validated, audited); the Chinese console lists the upgrades.
import type { UpgradeItemResponse, UpgradeResultResponse } from '@lootledger/contracts';
import { auditEntries } from '../../api/src/staff/testing';
import {
  aPlayerWithCoins,
  aStaffOf,
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

async function anUpgrade(): Promise<{
  result: UpgradeResultResponse;
  playerId: string;
  token: string;
  target: UpgradeItemResponse;
}> {
  const player = await aPlayerWithCoins(env, '100.00');
  const items = await env.client.get<{ data: UpgradeItemResponse[] }>('/api/upgrade/items?min=10.00');
  const target = items.body.data.data[0];
  const result = await env.client.post<UpgradeResultResponse>(
    '/api/upgrade',
    { item_id: target.id, rate: 5000 },
    { token: player.token },
  );
  expect(result.status).toBe(200);
  return { result: result.body.data, playerId: player.id, token: player.token, target };
}

describe('upgrade in the admin console (browser e2e)', () => {
  it(
    "support reads an upgrade's draw; content disables a target; finance sets the RTP (audited)",
    async () => {
      const { result, playerId, token, target } = await anUpgrade();
      const support = await aStaffOf(env, 'support');
      const first = await openConsole(env, 'en');
      try {
        const { page } = first;
        await signIn(page, support, 'en');
        await menuEntry(page, 'Upgrades').click();
        await page.getByRole('cell', { name: result.upgrade_id }).click();
        await page.waitForURL(new RegExp(`/upgrades/${result.upgrade_id}/show`));
        await page.getByText(result.fairness.server_seed_hash).waitFor();
        await page.getByText(`${(result.rate / 100).toFixed(2)}%`).waitFor();
        await screenshot(page, 'admin-upgrade-en');
        await page.getByTestId('upgrade-player').click();
        await page.waitForURL(new RegExp(`/players/${playerId}/show`));
      } finally {
        await first.context.close();
      }

      const content = await aStaffOf(env, 'content');
      const second = await openConsole(env, 'en');
      try {
        const { page } = second;
        await signIn(page, content, 'en');
        await menuEntry(page, 'Upgrade targets').click();
        await page.getByRole('cell', { name: target.id, exact: true }).click();
        await page.getByLabel('Enabled').uncheck();
        await page.getByLabel(/^Reason/).fill('out of stock');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname.endsWith('/upgrade-targets'));
      } finally {
        await second.context.close();
      }
      const disabled = await auditEntries(env.testApp, 'upgrade-targets', target.id);
      expect(disabled.at(-1)).toMatchObject({ action: 'edit', after: { enabled: false }, reason: 'out of stock' });
      const refused = await env.client.post('/api/upgrade', { item_id: target.id, rate: 5000 }, { token });
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 404,
        error: 'UPGRADE_ITEM_NOT_FOUND',
      });

      const finance = await aStaffOf(env, 'finance');
      const third = await openConsole(env, 'en');
      try {
        const { page } = third;
        await signIn(page, finance, 'en');
        await menuEntry(page, 'Upgrade settings').click();
        await page.getByRole('cell', { name: '95.00' }).click();
        await page.getByLabel('RTP %').fill('92.50');
        await page.getByLabel(/^Reason/).fill('promotion');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('cell', { name: '92.50' }).waitFor();
        await screenshot(page, 'admin-upgrade-settings-en');
      } finally {
        await third.context.close();
      }
      const [entry] = await auditEntries(env.testApp, 'upgrade-settings', '1');
      expect(entry).toMatchObject({
        action: 'edit',
        before: { rtp: '95.00' },
        after: { rtp: '92.50' },
        reason: 'promotion',
      });
      // The target disabled above is no longer quoted; another one is, with the new RTP.
      const other = await env.client.get<{ data: UpgradeItemResponse[] }>('/api/upgrade/items?per_page=1');
      const quote = await env.client.get<{ rtp: string }>(
        `/api/upgrade/quote?item_id=${other.body.data.data[0].id}&rate=5000`,
      );
      expect(quote.body.data.rtp).toBe('92.50');
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    '中文后台：追梦记录',
    async () => {
      const { result } = await anUpgrade();
      const { context, page } = await openConsole(env, 'zh');
      try {
        await signIn(page, env.firstAdmin, 'zh');
        await menuEntry(page, '追梦记录').click();
        await page.getByRole('cell', { name: result.upgrade_id }).waitFor();
        await screenshot(page, 'admin-upgrades-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
