// The admin console in a real browser against the real API: the first admin signs in, finds a player,
// reads their ledger, requests an adjustment above the approval threshold; a finance member approves
// it in another browser; the player's balance changes and the audit log shows who did what. A support
// member is refused finance's screens; the console in Chinese freezes a player.
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../api/src/audit';
import { SQL_CLIENT } from '../../api/src/platform/database/database.module';
import {
  aPlayerWithCoins,
  aStaffOf,
  FIRST_ADMIN,
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

describe('admin console: players, their ledger and four-eyes adjustments (browser e2e)', () => {
  it(
    'signs in, finds a player, reads their ledger, and a second staff member approves a large adjustment',
    async () => {
      const player = await aPlayerWithCoins(env, '100.00');
      const finance = await aStaffOf(env, 'finance');
      const admin = await openConsole(env, 'en');
      try {
        const { page } = admin;
        await signIn(page, env.firstAdmin, 'en', 'admin-login-en');
        await page.getByTestId('player-balances').waitFor();
        await screenshot(page, 'admin-dashboard-en');

        // Find the player by their mobile number.
        await menuEntry(page, 'Players').click();
        await page.getByPlaceholder('Search mobile, name, id or invite code').fill(player.mobile);
        // The search applies after a short pause and lands in the URL; a click before that is undone.
        await page.waitForURL(/filter=/);
        await page.getByRole('cell', { name: player.mobile }).click();
        await page.waitForURL(/\/show$/);
        await page.getByText('100.00', { exact: true }).first().waitFor();
        await screenshot(page, 'admin-player-en');

        // Their raw ledger stream and their change records.
        await page.getByRole('tab', { name: 'Ledger events' }).click();
        await page.getByRole('cell', { name: 'CoinsCredited' }).first().waitFor();
        await page.getByRole('cell', { name: 'SeedPairCommitted' }).first().waitFor();
        await screenshot(page, 'admin-player-ledger-en');
        await page.getByRole('tab', { name: 'Change records' }).click();
        await page.getByRole('cell', { name: 'Red packet', exact: true }).first().waitFor();

        // An adjustment above the threshold waits; its requester cannot approve it.
        const reason = `goodwill for ticket ${player.mobile}`;
        await page.getByRole('link', { name: 'Adjust coins' }).click();
        await page.getByLabel('Amount').fill('80.00');
        await page.getByLabel('Reason').fill(reason);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByTestId('adjustment-status').filter({ hasText: 'Awaiting approval' }).waitFor();
        await page.getByText('another staff member must approve it').waitFor();
        expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
        await screenshot(page, 'admin-adjustment-pending-en');

        // A finance member, in a browser of their own, approves it.
        const second = await openConsole(env, 'en');
        try {
          await signIn(second.page, finance, 'en');
          await menuEntry(second.page, 'Coin adjustments').click();
          await second.page.getByRole('cell', { name: reason }).click();
          await second.page.getByRole('button', { name: 'Approve' }).click();
          await second.page.getByRole('dialog').getByLabel('Reason (optional)').fill('checked the ticket');
          await second.page.getByRole('button', { name: 'Confirm' }).click();
          await second.page.getByText('Adjustment approved and applied').waitFor();
          await second.page.getByTestId('adjustment-status').filter({ hasText: 'Applied' }).waitFor();
          await screenshot(second.page, 'admin-adjustment-approved-en');
        } finally {
          await second.context.close();
        }

        // The player's balance moved by the adjustment, and their ledger shows it.
        await page.goto(`/admin/players/${player.id}/show`);
        await page.getByText('180.00', { exact: true }).first().waitFor();
        await page.getByRole('tab', { name: 'Change records' }).click();
        await page.getByRole('cell', { name: 'Staff adjustment', exact: true }).waitFor();
        await screenshot(page, 'admin-player-adjusted-en');

        // The audit log names the requester and the approver.
        await menuEntry(page, 'Audit log').click();
        const approval = page.getByRole('row').filter({ hasText: finance.email }).filter({ hasText: 'approve' });
        await approval.first().waitFor();
        await page
          .getByRole('row')
          .filter({ hasText: FIRST_ADMIN.email })
          .filter({ hasText: 'coin-adjustments' })
          .first()
          .waitFor();
        await screenshot(page, 'admin-audit-log-en');

        // The ledger and its read models still agree (npm run audit's checks).
        const report = await runAudit(env.testApp.app.get<SqlClient>(SQL_CLIENT));
        expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
      } finally {
        await admin.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "refuses a support member finance's actions: no menu entry, no button, and a direct URL shows the refusal",
    async () => {
      const player = await aPlayerWithCoins(env, '10.00');
      const support = await aStaffOf(env, 'support');
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, support, 'en');
        await menuEntry(page, 'Players').waitFor();
        await menuEntry(page, 'Delivery bills').waitFor();
        for (const financeOnly of ['Coin adjustments', 'Recharge packages', 'Card-code batches', 'Audit log']) {
          expect(await menuEntry(page, financeOnly).count()).toBe(0);
        }
        // No reports on the dashboard: a welcome naming the role instead.
        await page.getByText('Signed in as Support').waitFor();

        // On a player's page: freeze is theirs, a coin adjustment is not.
        await page.goto(`/admin/players/${player.id}/show`);
        await page.getByRole('button', { name: 'Freeze' }).waitFor();
        expect(await page.getByRole('link', { name: 'Adjust coins' }).count()).toBe(0);

        // Typing finance's addresses shows the refusal.
        for (const path of ['/admin/coin-adjustments/create', '/admin/card-code-batches/create', '/admin/packages']) {
          await page.goto(path);
          await page.getByText("You don't have the right permissions to access this page").waitFor();
        }
        await screenshot(page, 'admin-access-denied-en');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    '中文后台：登录、查找玩家并冻结账户（玩家随后无法开箱）',
    async () => {
      const player = await aPlayerWithCoins(env, '20.00');
      const { context, page } = await openConsole(env, 'zh');
      try {
        await page.getByRole('button', { name: '登录' }).waitFor();
        await screenshot(page, 'admin-login-zh');
        await signIn(page, env.firstAdmin, 'zh');
        await page.getByText('玩家余额（平台负债）').waitFor();
        await screenshot(page, 'admin-dashboard-zh');

        await menuEntry(page, '玩家').click();
        await page.getByPlaceholder('搜索手机号、昵称、ID 或邀请码').fill(player.mobile);
        await page.waitForURL(/filter=/);
        await page.getByRole('cell', { name: player.mobile }).waitFor();
        await screenshot(page, 'admin-players-zh');
        await page.getByRole('cell', { name: player.mobile }).click();

        await page.getByRole('button', { name: '冻结' }).click();
        await page.getByRole('dialog').getByLabel('原因').fill('风控审查');
        await page.getByRole('button', { name: '确认' }).click();
        // exact: the ledger tab's sentence (账户已冻结：…) may show beside the notification.
        await page.getByText('账户已冻结', { exact: true }).waitFor();
        await page.getByTestId('frozen-banner').filter({ hasText: '已冻结：风控审查' }).waitFor();
        await page.getByRole('tab', { name: '账本事件' }).click();
        await page.getByRole('cell', { name: 'AccountFrozen' }).waitFor();
        await screenshot(page, 'admin-player-zh');

        // The frozen player can look but not spend.
        const boxes = await env.client.get<{ id: string }[]>('/api/boxes');
        const opened = await env.client.post(
          '/api/box/open',
          { id: boxes.body.data[0].id, num: 1 },
          { token: player.token },
        );
        expect({ status: opened.status, error: opened.body.error }).toEqual({ status: 403, error: 'ACCOUNT_FROZEN' });

        await page.getByRole('button', { name: '解冻' }).click();
        await page.getByRole('dialog').getByLabel('原因').fill('审查完毕');
        await page.getByRole('button', { name: '确认' }).click();
        await page.getByText('账户已解冻', { exact: true }).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
