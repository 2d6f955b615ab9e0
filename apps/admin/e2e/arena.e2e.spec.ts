// The arena in the admin console, in a real browser against the real API: the admin finds a
// player's battle, reads its seats (linked to the player), every round's draw and its events; a
// finance member changes a battle rebate tier, audited; the Chinese console lists the battles.
import type { BattleResponse } from '@lootledger/contracts';
import { parseAmount } from '@lootledger/contracts';
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

async function aRobotBattle(): Promise<{ battle: BattleResponse; playerId: string }> {
  const player = await aPlayerWithCoins(env, '100.00');
  const boxes = await env.client.get<{ id: string; price: string }[]>('/api/arena/box-list');
  const box = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
  const created = await env.client.post<BattleResponse>(
    '/api/arena/create',
    { boxes: [box.id, box.id], seats: 2, mode: 'classic', robots: true },
    { token: player.token },
  );
  const ended = await env.client.post<BattleResponse>(
    '/api/arena/robots',
    { id: created.body.data.id },
    { token: player.token },
  );
  return { battle: ended.body.data, playerId: player.id };
}

describe('arena in the admin console (browser e2e)', () => {
  it(
    "shows a battle's seats, draws and events, and finance changes a rebate tier (audited)",
    async () => {
      const { battle, playerId } = await aRobotBattle();
      const admin = await openConsole(env, 'en');
      try {
        const { page } = admin;
        await signIn(page, env.firstAdmin, 'en');
        await menuEntry(page, 'Battles').click();
        await page.getByRole('cell', { name: battle.id }).click();
        await page.waitForURL(new RegExp(`/battles/${battle.id}/show`));
        await page.getByTestId('battle-seats').getByRole('link').first().waitFor();
        await screenshot(page, 'admin-battle-en');
        await page.getByRole('tab', { name: 'Rounds' }).click();
        await page
          .getByTestId('battle-rounds')
          .getByText(/ticket \d+, nonce 0, cursor 0/)
          .waitFor();
        await page.getByRole('tab', { name: 'Events' }).click();
        await page
          .getByTestId('battle-events')
          .getByText(/BattleEnded/)
          .waitFor();
        await page.getByRole('tab', { name: 'Summary' }).click();
        await page.getByTestId('battle-seats').getByRole('link').first().click();
        await page.waitForURL(new RegExp(`/players/${playerId}/show`));
      } finally {
        await admin.context.close();
      }

      const finance = await aStaffOf(env, 'finance');
      const second = await openConsole(env, 'en');
      try {
        const { page } = second;
        await signIn(page, finance, 'en');
        await menuEntry(page, 'Battle rebate tiers').click();
        // The dashboard it leaves has 100.00 cells of its own (and stays on screen while the list
        // loads): the cell of the tiers' list.
        await page.waitForURL((url) => url.pathname === '/admin/arena-rebate-tiers');
        await page.locator('.RaList-main').getByRole('cell', { name: '100.00' }).click();
        await page.getByLabel('Rebate %').fill('1.50');
        await page.getByLabel(/^Reason/).fill('weekend promotion');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('cell', { name: '1.50' }).waitFor();
        await screenshot(page, 'admin-rebate-tiers-en');
      } finally {
        await second.context.close();
      }
      const entries = await auditEntries(env.testApp, 'arena-rebate-tiers', '10000');
      expect(entries.at(-1)).toMatchObject({ action: 'edit', staff_email: finance.email, reason: 'weekend promotion' });
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    '中文后台：对战列表',
    async () => {
      const { battle } = await aRobotBattle();
      const { context, page } = await openConsole(env, 'zh');
      try {
        await signIn(page, env.firstAdmin, 'zh');
        await menuEntry(page, '对战').click();
        await page.getByRole('cell', { name: battle.id }).waitFor();
        await page.getByText('已结束').first().waitFor();
        await screenshot(page, 'admin-battles-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
