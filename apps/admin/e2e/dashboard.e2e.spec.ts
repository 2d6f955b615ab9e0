// The dashboard in a real browser against the real API, on a platform of its own so every figure is
// exact: a paid top-up and two openings of a box with a known pool show as deposits, GGR, openings,
// the players' balances and the box's actual RTP; a range before any of it shows nothing but the
// balances (they are "now"); in Chinese the same figures under Chinese labels. Beside them the
// economy from the ledger: the 20.00 staked is the GGR, the bonuses are a cost, net = GGR - bonuses.
import { AdminRest } from '../../api/src/staff/testing/admin-rest';
import { aBoxOf } from '../../api/src/catalogue/testing/test-boxes';
import { aPaidTopUp } from '../../api/src/payments/testing/top-ups';
import { aStaffMember } from '../../api/src/staff/testing/test-staff';
import { waitUntil } from '../../api/src/games/testing';
import { aPlayer } from '../../api/src/identity/testing';
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { Page } from 'playwright-core';
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
/** What the scenario leaves: the paid amount and the player's balance after it. */
let deposited: string;
let balance: string;

beforeAll(async () => {
  env = await startAdminTestEnv();
  const content = await aStaffMember(env.testApp).withRole('content').signIn(env.client);
  // 9.00 back of every 10.00: an actual RTP of exactly 90.00 %.
  await aBoxOf(new AdminRest(env.client, content.token), 'dash-box', '10.00', [['dash-item', '9.00', 1]]);

  const player = await aPlayer(env.client).register();
  const orderId = await aPaidTopUp(env.client, player);
  const order = await env.client.get<{ price: string }>(`/api/recharge/${orderId}`, { token: player.token });
  deposited = order.body.data.price;
  const opened = await env.client.post('/api/box/open', { id: 'dash-box', num: 2 }, { token: player.token });
  expect(opened.status).toBe(200);
  balance = (await env.client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean;

  // Openings reach the report's read model a moment after the answer.
  const finance = await aStaffMember(env.testApp).withRole('finance').signIn(env.client);
  await waitUntil(
    async () =>
      (await new AdminRest(env.client, finance.token).get<{ totals: { boxes_opened: number } }>('reports/summary')).body
        .data.totals,
    (totals) => totals.boxes_opened === 2,
  );
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

function figure(page: Page, testId: string) {
  return page.getByTestId(testId);
}

describe('admin console: the dashboard (browser e2e)', () => {
  it(
    'shows deposits, GGR, openings, the players’ balances and the actual RTP, and follows the chosen range',
    async () => {
      expect(deposited).toMatch(/^\d+\.\d{2}$/);
      const finance = await aStaffOf(env, 'finance');
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, finance, 'en');
        await expect(figure(page, 'total-deposits').textContent()).resolves.toBe(deposited);
        await page.getByText('1 payment', { exact: true }).waitFor();
        // Spent 20.00, granted 18.00.
        await expect(figure(page, 'total-ggr').textContent()).resolves.toBe('2.00');
        await expect(figure(page, 'boxes-opened').textContent()).resolves.toBe('2');
        await expect(figure(page, 'player-balances').textContent()).resolves.toBe(balance);
        await expect(figure(page, 'total-withdrawals').textContent()).resolves.toBe('0.00');
        await page.getByTestId('money-chart').waitFor();
        // The box's row: its actual RTP beside its configured one, both 90.00 % (each bar's label names its box).
        const row = page.getByTestId('rtp-chart').locator('svg text[data-box^="Test box dash-box"]');
        await row
          .filter({ hasText: /^90\.00%$/ })
          .nth(1)
          .waitFor();
        await expect(row.filter({ hasText: /^90\.00%$/ }).count()).resolves.toBe(2);
        await expect(row.filter({ hasText: 'not opened' }).count()).resolves.toBe(0);
        // The economy: 20.00 staked, nothing paid back; the bonuses (whatever the top-up earned) a cost.
        await expect(figure(page, 'economy-stakes').textContent()).resolves.toBe('20.00');
        await expect(figure(page, 'economy-ggr').textContent()).resolves.toBe('20.00');
        const bonuses = parseAmount((await figure(page, 'economy-bonuses').textContent()) ?? '')!;
        await expect(figure(page, 'economy-net').textContent()).resolves.toBe(formatAmount(2_000n - bonuses));
        await page.getByTestId('economy-chart').waitFor();
        await screenshot(page, 'admin-dashboard-figures-en');

        // A month long before any of it: no money moved then; the balances are still today's.
        await page.getByTestId('range-from').fill('2020-01-01');
        await page.getByTestId('range-to').fill('2020-01-31');
        await page.getByRole('button', { name: 'Show' }).click();
        await page
          .getByTestId('total-deposits')
          .filter({ hasText: /^0\.00$/ })
          .waitFor();
        await expect(figure(page, 'total-ggr').textContent()).resolves.toBe('0.00');
        await page
          .getByTestId('economy-net')
          .filter({ hasText: /^0\.00$/ })
          .waitFor();
        await expect(figure(page, 'boxes-opened').textContent()).resolves.toBe('0');
        await expect(figure(page, 'player-balances').textContent()).resolves.toBe(balance);
        await row.filter({ hasText: 'not opened' }).waitFor();
        await expect(row.filter({ hasText: /^90\.00%$/ }).count()).resolves.toBe(1);

        // Back to the last 7 days.
        await page.getByRole('button', { name: '7 days' }).click();
        await page.getByTestId('total-deposits').filter({ hasText: deposited }).waitFor();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    '中文仪表盘：同样的数字，中文标签',
    async () => {
      const { context, page } = await openConsole(env, 'zh');
      try {
        const auditor = await aStaffOf(env, 'auditor');
        await signIn(page, auditor, 'zh');
        await page.getByText('玩家余额（平台负债）').waitFor();
        await expect(figure(page, 'total-deposits').textContent()).resolves.toBe(deposited);
        await expect(figure(page, 'player-balances').textContent()).resolves.toBe(balance);
        await screenshot(page, 'admin-dashboard-figures-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
