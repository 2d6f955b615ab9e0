// The welfare centre in the admin console, in a real browser against the real API: content opens a
// red-packet campaign (claimed and left, its claims) and closes it (audited, claims then refused);
// finance edits the sign-in day table and the registration packet's tiers, seeing the expected value
// per new player beside the cheapest box (audited); the Chinese console lists the campaigns.
import { auditEntries } from '../../api/src/staff/testing';
import { RedPacketsService } from '../../api/src/loyalty/red-packets/red-packets.service';
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

async function aCampaignWithClaims(title: string): Promise<{ id: string; amounts: string[]; token: string }> {
  const id = await env.testApp.app.get(RedPacketsService).create(
    {
      titleZh: title,
      titleEn: title,
      total: 1000n,
      count: 4,
      split: 'equal',
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
      audience: 'all',
      minVip: 0,
      code: null,
    },
    'seed',
  );
  const amounts: string[] = [];
  for (let i = 0; i < 2; i++) {
    const player = await aPlayerWithCoins(env, '1.00');
    const claimed = await env.client.post<{ amount: string }>(
      '/api/red_packets/claim',
      { id },
      { token: player.token },
    );
    amounts.push(claimed.body.data.amount);
  }
  const token = (await aPlayerWithCoins(env, '1.00')).token;
  return { id, amounts, token };
}

describe('welfare in the admin console (browser e2e)', () => {
  it(
    'content reads a campaign and its claims and closes it; finance edits the day table and the registration tiers, seeing the expected value beside the cheapest box (audited)',
    async () => {
      const { id, amounts, token } = await aCampaignWithClaims('Console packet');
      expect(amounts).toEqual(['2.50', '2.50']);
      const content = await aStaffOf(env, 'content');
      const first = await openConsole(env, 'en');
      try {
        const { page } = first;
        await signIn(page, content, 'en');
        await menuEntry(page, 'Red packet campaigns').click();
        await page.getByRole('cell', { name: 'Console packet' }).click();
        await page.waitForURL(new RegExp(`/red-packets/${id}/show`));
        await page.getByText('5.00').first().waitFor(); // claimed and left: 5.00 each
        await page
          .locator('.RaReferenceManyField-root tbody tr, table tbody tr')
          .filter({ hasText: '2.50' })
          .first()
          .waitFor();
        await screenshot(page, 'admin-red-packet-en');
        await page.getByRole('button', { name: 'Close', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Campaign closed').waitFor();
      } finally {
        await first.context.close();
      }
      const audit = await auditEntries(env.testApp, 'red-packets', id);
      expect(audit.map((row) => row.action)).toEqual(['close']);
      const refused = await env.client.post('/api/red_packets/claim', { id }, { token });
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 422,
        error: 'RED_PACKET_CLOSED',
      });

      const finance = await aStaffOf(env, 'finance');
      const second = await openConsole(env, 'en');
      try {
        const { page } = second;
        await signIn(page, finance, 'en');
        await menuEntry(page, 'Sign-in and packet rules').click();
        // The default registration tiers: 0.4136 per new player, below the demo's cheapest box.
        await page.getByTestId('registration-ev').getByText('0.41 · cheapest box 0.44').waitFor();
        await page.getByRole('cell', { name: /^0\.88 \/ 1\.88/ }).click();
        await page.getByLabel(/^Day 7/).fill('70.00');
        const ev = page.getByTestId('registration_tiers-ev');
        await ev.getByText(/Expected value: 0\.41 .*cheapest box 0\.44/).waitFor();
        // A big top tier: (413.60 − 88.00 + 500.00) / 1000 = 0.8256, above the cheapest box.
        await page.locator('input[name="registration_tiers.4.amount"]').fill('500.00');
        await ev.getByText(/Expected value: 0\.83 .*each new player costs more than the cheapest box/).waitFor();
        await page.locator('input[name="registration_tiers.4.amount"]').fill('20.00');
        await ev.getByText(/Expected value: 0\.35 /).waitFor();
        await page.getByLabel(/^Reason/).fill('bigger day 7');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL((url) => url.pathname.endsWith('/welfare-rules'));
        await page.getByText('70.00').first().waitFor();
        await page.getByTestId('registration-ev').getByText('0.35 · cheapest box 0.44').waitFor();
        await screenshot(page, 'admin-welfare-rules-en');
      } finally {
        await second.context.close();
      }
      const [entry] = await auditEntries(env.testApp, 'welfare-rules', 'current');
      expect(entry).toMatchObject({ role: 'finance', action: 'edit', reason: 'bigger day 7' });
      expect((entry.after as { days: string[] }).days[6]).toBe('70.00');
      expect((entry.after as { registration_tiers: { amount: string }[] }).registration_tiers[4]).toEqual({
        amount: '20.00',
        weight: 1,
      });
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'content opens a campaign with the form: the players claim it by its code, equal packets, audited',
    async () => {
      const content = await aStaffOf(env, 'content');
      const local = (date: Date) =>
        new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      const { context, page } = await openConsole(env, 'en');
      let id: string;
      try {
        await signIn(page, content, 'en');
        await menuEntry(page, 'Red packet campaigns').click();
        await page.getByRole('link', { name: 'Create' }).click();
        await page.getByLabel(/^Title \(Chinese\)/).fill('表单红包');
        await page.getByLabel(/^Title \(English\)/).fill('Form packet');
        await page.getByLabel(/^Total \(coins\)/).fill('0.03');
        await page.getByLabel(/^Packets/).fill('4');
        await page.getByLabel(/^Split/).click();
        await page.getByRole('option', { name: /^Equal/ }).click();
        await page.getByLabel(/^Starts/).fill(local(new Date(Date.now() - 60_000)));
        await page.getByLabel(/^Ends/).fill(local(new Date(Date.now() + 3_600_000)));
        await page.getByLabel(/^Claim code/).fill('FORM2026');
        await page.getByRole('button', { name: 'Save' }).click();
        // Four packets of at least 0.01 need 0.04: the server's refusal shows in the form.
        await page.getByText('total must give every share at least 0.01').first().waitFor();
        expect(page.url()).toMatch(/\/red-packets\/create/);
        await page.getByLabel(/^Total \(coins\)/).fill('10.00');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/red-packets\/[^/]+\/show/);
        id = decodeURIComponent(/\/red-packets\/([^/]+)\/show/.exec(page.url())![1]);
        await page.getByText('Form packet').first().waitFor();
        await screenshot(page, 'admin-red-packet-created-en');
      } finally {
        await context.close();
      }
      const audit = await auditEntries(env.testApp, 'red-packets');
      const created = audit.filter((row) => row.action === 'create');
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        role: 'content',
        after: { title_en: 'Form packet', total: '10.00', count: 4 },
      });
      expect(id).toBe(created[0].resource_id);
      const claims: string[] = [];
      for (let i = 0; i < 4; i++) {
        const player = await aPlayerWithCoins(env, '1.00');
        const claimed = await env.client.post<{ amount: string }>(
          '/api/red_packets/claim',
          { code: 'FORM2026' },
          { token: player.token },
        );
        expect(claimed.status).toBe(200);
        claims.push(claimed.body.data.amount);
      }
      expect(claims).toEqual(['2.50', '2.50', '2.50', '2.50']);
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    '中文后台：红包活动列表',
    async () => {
      await aCampaignWithClaims('中文红包');
      const { context, page } = await openConsole(env, 'zh');
      try {
        await signIn(page, env.firstAdmin, 'zh');
        await menuEntry(page, '红包活动').click();
        await page.getByRole('cell', { name: '中文红包' }).waitFor();
        await screenshot(page, 'admin-red-packets-zh');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
