// The admin console in a real browser against the real API, for what players-and-adjustments does not
// cover: a content editor re-weights a box's pool with the odds and RTP previewed live, and players
// see the new odds; finance issues card codes, takes their CSV once, and a redemption shows in the
// batch's usage; support approves a delivery held above the approval threshold and rejects another,
// whose item is back in the backpack; a content editor rewrites the user agreement in both languages
// and a VIP level; the ledger audit still passes.
import * as fs from 'node:fs/promises';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../api/src/audit';
import { AdminRest } from '../../api/src/staff/testing/admin-rest';
import { aBoxOf } from '../../api/src/catalogue/testing/test-boxes';
import { aStaffMember } from '../../api/src/staff/testing/test-staff';
import { storageOf, waitUntil } from '../../api/src/games/testing';
import { aPlayer } from '../../api/src/identity/testing';
import { SQL_CLIENT } from '../../api/src/platform/database/database.module';
import {
  aPlayerWithCoins,
  aStaffOf,
  DELIVERY_THRESHOLD,
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  type AdminTestEnv,
} from './support/admin-console';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

let env: AdminTestEnv;
/** Sets up test data over the admin API (boxes with known pools), as the API's own e2e tests do. */
let setup: AdminRest;

beforeAll(async () => {
  env = await startAdminTestEnv();
  const staff = await aStaffMember(env.testApp).withRole('admin').signIn(env.client);
  setup = new AdminRest(env.client, staff.token);
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

interface PlayerBox {
  items: { id: string; weight: number; odds: string }[];
}

async function playerOdds(boxId: string): Promise<Record<string, [number, string]>> {
  const box = await env.client.get<PlayerBox>(`/api/box/${boxId}`);
  expect(box.status).toBe(200);
  return Object.fromEntries(box.body.data.items.map((item) => [item.id, [item.weight, item.odds]]));
}

interface Bill {
  id: string;
  status: number;
  awaiting_approval: boolean;
}

/** A named player who opened `boxId` once and asked for the item: their bill and storage ids. */
async function anExtraction(boxId: string, price: string, name: string) {
  const player = await aPlayerWithCoins(env, price);
  expect((await env.client.post('/api/set_name', { name }, { token: player.token })).status).toBe(200);
  const opened = await env.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: boxId, num: 1 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  const storageId = opened.body.data.items[0].storage_id;
  await env.client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token });
  const extracted = await env.client.post<{ bill_ids: string[] }>(
    '/api/extract',
    { data: [storageId] },
    { token: player.token },
  );
  expect(extracted.status).toBe(200);
  return { player, billId: extracted.body.data.bill_ids[0], storageId };
}

const billOf = async (id: string) => (await setup.get<Bill>(`bills/${id}`)).body.data;

describe('admin console: catalogue, payments, deliveries, content and config (browser e2e)', () => {
  it(
    "a content editor re-weights a box's pool, sees the odds and RTP change live, and players get the new odds (audited)",
    async () => {
      // Price 10.00; a 20.00 gem at weight 1 and a 5.00 pebble at weight 3: RTP (20 + 15) / 4 / 10 = 87.50 %.
      await aBoxOf(setup, 'e2e-odds-box', '10.00', [
        ['e2e-gem', '20.00', 1],
        ['e2e-pebble', '5.00', 3],
      ]);
      expect(await playerOdds('e2e-odds-box')).toEqual({ 'e2e-gem': [1, '25.00'], 'e2e-pebble': [3, '75.00'] });
      const content = await aStaffOf(env, 'content');
      const reason = 'fewer gems after the March review';
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, content, 'en');
        await menuEntry(page, 'Boxes').click();
        await page.getByPlaceholder('Search id or name').fill('e2e-odds-box');
        await page.waitForURL(/filter=/);
        await page.getByRole('cell', { name: 'e2e-odds-box', exact: true }).click();
        await page.waitForURL(/\/admin\/boxes\/e2e-odds-box$/);

        // The editor previews the stored pool: each row's odds, the pool's RTP and total weight.
        const rtp = page.getByTestId('pool-rtp');
        const rowOdds = page.getByTestId('row-odds');
        await rtp.filter({ hasText: '87.50%' }).waitFor();
        await page.getByText('Total weight 4').waitFor();
        await rowOdds.nth(0).filter({ hasText: 'Odds %: 25.00' }).waitFor();
        await rowOdds.nth(1).filter({ hasText: 'Odds %: 75.00' }).waitFor();

        // Weight 3 -> 7: (20 + 35) / 8 / 10 = 68.75 %; the preview asks the API, nothing is saved yet.
        const weights = page.getByRole('spinbutton', { name: 'Weight' });
        expect(await weights.count()).toBe(2);
        const preview = page.waitForRequest(
          (request) =>
            request.method() === 'POST' &&
            request.url().includes('/admin/api/boxes/rtp-preview') &&
            (request.postData() ?? '').includes('"weight":7'),
        );
        await weights.nth(1).fill('7');
        await preview;
        await rtp.filter({ hasText: '68.75%' }).waitFor();
        await page.getByText('Total weight 8').waitFor();
        await rowOdds.nth(0).filter({ hasText: 'Odds %: 12.50' }).waitFor();
        await rowOdds.nth(1).filter({ hasText: 'Odds %: 87.50' }).waitFor();
        expect(await playerOdds('e2e-odds-box')).toEqual({ 'e2e-gem': [1, '25.00'], 'e2e-pebble': [3, '75.00'] });

        await page.getByLabel('Reason (optional)').fill(reason);
        await screenshot(page, 'admin-box-editor-en');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/admin\/boxes\/e2e-odds-box\/show$/);
        await page.getByRole('cell', { name: '87.50', exact: true }).waitFor();
      } finally {
        await context.close();
      }

      // Players see the new weights and odds at once.
      expect(await playerOdds('e2e-odds-box')).toEqual({ 'e2e-gem': [1, '12.50'], 'e2e-pebble': [7, '87.50'] });

      // The audit log (the first admin's) names the editor, the box and the reason; the entry shows the change.
      const admin = await openConsole(env, 'en');
      try {
        await signIn(admin.page, env.firstAdmin, 'en');
        await menuEntry(admin.page, 'Audit log').click();
        const entry = admin.page
          .getByRole('row')
          .filter({ hasText: content.email })
          .filter({ hasText: 'e2e-odds-box' })
          .filter({ hasText: reason });
        await entry.getByRole('cell', { name: 'edit', exact: true }).waitFor();
        await entry.getByRole('cell', { name: 'content', exact: true }).waitFor();
        await entry.getByRole('cell', { name: 'boxes', exact: true }).waitFor();
        // Expanded, the entry shows the pool and the RTP before and after.
        // (react-admin's expand toggle is aria-hidden: it is found by its label, not its role)
        await entry.getByLabel('Expand').click();
        const diff = admin.page.getByTestId('audit-diff');
        const rtpChange = diff
          .getByRole('row')
          .filter({ has: admin.page.getByRole('cell', { name: 'rtp', exact: true }) });
        await rtpChange.getByRole('cell', { name: '87.50', exact: true }).waitFor();
        await rtpChange.getByRole('cell', { name: '68.75', exact: true }).waitFor();
        const poolChange = diff
          .getByRole('row')
          .filter({ has: admin.page.getByRole('cell', { name: 'pool', exact: true }) });
        // (the gem keeps weight 1: the pebble's 3 before, its 7 after)
        await poolChange.getByRole('cell').filter({ hasText: '"weight":3' }).waitFor();
        await poolChange.getByRole('cell').filter({ hasText: '"weight":7' }).waitFor();
        await screenshot(admin.page, 'admin-box-audit-en');
      } finally {
        await admin.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'finance issues card codes and downloads their CSV once; a player redeems one and the batch shows it used',
    async () => {
      const finance = await aStaffOf(env, 'finance');
      const note = `e2e reseller ${Date.now()}`;
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, finance, 'en');
        await menuEntry(page, 'Card-code batches').click();
        await page.getByRole('link', { name: 'Create' }).click();
        await page.getByRole('spinbutton', { name: 'Codes' }).fill('3');
        await page.getByLabel('Coins per code').fill('12.34');
        await page.getByLabel('Expires').fill('2031-06-30T12:00');
        await page.getByLabel('Note').fill(note);
        await page.getByRole('button', { name: 'Issue codes' }).click();

        // The codes, this once, with their CSV.
        const issued = page.getByTestId('issued-batch');
        await issued.getByText('3 codes issued').waitFor();
        await issued.getByText('These codes are shown this once').waitFor();
        const shown = ((await issued.locator('pre').textContent()) ?? '').split('\n').filter(Boolean);
        expect(shown).toHaveLength(3);
        await screenshot(page, 'admin-card-code-batch-issued-en');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download the codes (CSV)' }).click(),
        ]);
        await page.getByText('CSV downloaded').waitFor();
        const csv = await fs.readFile(await download.path(), 'utf8');
        const [header, ...lines] = csv.split('\r\n').filter(Boolean);
        expect(header).toBe('code,bean,expires_at,batch_id');
        expect(lines).toHaveLength(3);
        const rows = lines.map((line) => line.split(','));
        const batchId = rows[0][3];
        expect(download.suggestedFilename()).toBe(`card-codes-${batchId}.csv`);
        expect(rows.map((row) => row.slice(1))).toEqual(
          Array(3).fill(['12.34', new Date('2031-06-30T12:00').toISOString(), batchId]),
        );
        const codes = rows.map((row) => row[0]);
        expect(codes).toEqual(shown);
        expect(new Set(codes).size).toBe(3);

        // Once left, the codes are gone: the batch's page offers no download and never receives them.
        const batchRead = page.waitForResponse(
          (response) =>
            response.request().method() === 'GET' && response.url().includes(`/card-code-batches/${batchId}?`),
        );
        await page.getByRole('button', { name: 'I have saved the codes' }).click();
        await page.waitForURL(new RegExp(`/admin/card-code-batches/${batchId}/show$`));
        const body = await (await batchRead).text();
        for (const code of codes) expect(body).not.toContain(code);
        await page.getByText(note).waitFor();
        expect(await page.getByRole('button', { name: 'Download the codes (CSV)' }).count()).toBe(0);
        for (const code of codes) expect(await page.getByText(code).count()).toBe(0);
        // Back on the issue page there is a blank form, not the codes again.
        await page.goBack();
        await page.getByRole('button', { name: 'Issue codes' }).waitFor();
        expect(await page.getByTestId('issued-batch').count()).toBe(0);

        // A player redeems one code (POST /api/card-recharge).
        const player = await aPlayer(env.client).register();
        const redeemed = await env.client.post<{ bean: string; balance: string }>(
          '/api/card-recharge',
          { card: codes[1] },
          { token: player.token },
        );
        expect({ status: redeemed.status, data: redeemed.body.data }).toEqual({
          status: 200,
          data: { bean: '12.34', balance: '12.34' },
        });

        // The batch list and page show one redeemed, two available.
        await menuEntry(page, 'Card-code batches').click();
        await page.getByPlaceholder('Search the note').fill(note);
        await page.waitForURL(/filter=/);
        const row = page.getByRole('row').filter({ hasText: batchId });
        await row.locator('td.column-usage\\.redeemed').filter({ hasText: /^1$/ }).waitFor();
        await row.locator('td.column-usage\\.available').filter({ hasText: /^2$/ }).waitFor();
        await row
          .locator('td.column-usage\\.redeemed_bean')
          .filter({ hasText: /^12\.34$/ })
          .waitFor();
        await row.getByRole('cell', { name: batchId }).click();
        await page.waitForURL(/\/show$/);
        await page
          .locator('.ra-field-usage\\.redeemed')
          .filter({ hasText: /Redeemed\s*1$/ })
          .waitFor();
        await page
          .locator('.ra-field-usage\\.redeemed_bean')
          .filter({ hasText: /12\.34$/ })
          .waitFor();
        await screenshot(page, 'admin-card-code-batch-en');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'support approves a delivery held above the threshold (it goes out) and rejects another (the item is back)',
    async () => {
      // Every opening of this box draws a 100.00 knife: above DELIVERY_THRESHOLD, so its bill is held.
      await aBoxOf(setup, 'e2e-knife-box', '110.00', [['e2e-knife', '100.00', 1]]);
      const approved = await anExtraction('e2e-knife-box', '110.00', 'Approve Alice');
      const rejected = await anExtraction('e2e-knife-box', '110.00', 'Reject Rob');
      for (const { billId } of [approved, rejected]) {
        await waitUntil(
          () => billOf(billId),
          (bill) => bill.awaiting_approval,
        );
      }
      const support = await aStaffOf(env, 'support');
      const reason = 'Trade URL belongs to another account';
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, support, 'en');
        await menuEntry(page, 'Delivery bills').click();
        // Only the held ones: both bills, waiting.
        await page.getByLabel('Awaiting approval').click();
        await page.getByRole('option', { name: 'Yes' }).click();
        await page.waitForURL(/filter=.*awaiting_approval/);
        const heldRows = page.getByRole('row').filter({ hasText: 'Test e2e-knife' });
        await heldRows.filter({ hasText: 'Approve Alice' }).waitFor();
        await heldRows.filter({ hasText: 'Reject Rob' }).waitFor();
        expect(await heldRows.count()).toBe(2);
        await screenshot(page, 'admin-bills-en');

        // Approve Alice's: the offer goes out.
        await heldRows.filter({ hasText: 'Approve Alice' }).getByRole('cell', { name: '100.00' }).click();
        await page.waitForURL(new RegExp(`/admin/bills/${approved.billId}/show$`));
        const status = page.locator('.ra-field-status');
        await status.filter({ hasText: /Status\s*Delivery requested$/ }).waitFor();
        expect(await page.getByRole('button', { name: 'Retry now' }).count()).toBe(0);
        // The stream says why it waits: the threshold, in hundredths.
        const threshold = `"threshold": "${DELIVERY_THRESHOLD.replace('.', '')}"`;
        await page.getByRole('row').filter({ hasText: 'DeliveryHeld' }).filter({ hasText: threshold }).waitFor();
        await screenshot(page, 'admin-bill-held-en');
        await page.getByRole('button', { name: 'Approve delivery' }).click();
        await page.getByRole('dialog').getByLabel('Reason (optional)').fill('known customer');
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Delivery approved', { exact: true }).waitFor();
        await page.getByRole('cell', { name: 'DeliveryApproved', exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Approve delivery' }).count()).toBe(0);
        // The driver sends the trade offer (status 5, 6, then 1 once the player accepts).
        const sent = await waitUntil(
          () => billOf(approved.billId),
          (bill) => bill.status !== 4,
        );
        expect([5, 6, 1]).toContain(sent.status);
        await page.reload();
        await page.getByRole('cell', { name: 'TradeOfferCreated', exact: true }).waitFor();
        await status.filter({ hasText: /Status\s*(Shipping|Awaiting receipt|Extracted)$/ }).waitFor();
        await screenshot(page, 'admin-bill-approved-en');

        // Back on the held list only Rob's is left; rejected with the reason the player reads, his
        // knife is back in his backpack.
        await page.goBack();
        await page.waitForURL(/\/admin\/bills\?.*awaiting_approval/);
        await heldRows.filter({ hasText: 'Reject Rob' }).waitFor();
        await heldRows.filter({ hasText: 'Approve Alice' }).waitFor({ state: 'detached' });
        expect(await heldRows.count()).toBe(1);
        await heldRows.getByRole('cell', { name: '100.00' }).click();
        await page.waitForURL(new RegExp(`/admin/bills/${rejected.billId}/show$`));
        await page.getByRole('button', { name: 'Reject and refund' }).click();
        const dialog = page.getByRole('dialog');
        const confirm = dialog.getByRole('button', { name: 'Confirm' });
        expect(await confirm.isDisabled()).toBe(true);
        await dialog.getByLabel('Reason').fill(reason);
        await confirm.click();
        await page.getByText('Bill rejected: the item is back in the backpack').waitFor();
        await status.filter({ hasText: /Status\s*Failed: item back in the backpack$/ }).waitFor();
        await page.locator('.ra-field-reason').filter({ hasText: reason }).waitFor();
        await page.getByRole('cell', { name: 'DeliveryFailed', exact: true }).waitFor();
        await screenshot(page, 'admin-bill-rejected-en');
      } finally {
        await context.close();
      }

      const [back] = await storageOf(env.client, rejected.player, 0);
      expect(back).toMatchObject({
        id: rejected.storageId,
        item_id: 'e2e-knife',
        status: 0,
        bill_id: rejected.billId,
        back_message: reason,
      });
      // Alice's knife is not back: it is on its way (or delivered).
      expect(await storageOf(env.client, approved.player, 0)).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'a content editor rewrites the user agreement in both languages and a VIP level; players read them',
    async () => {
      const content = await aStaffOf(env, 'content');
      const stamp = Date.now();
      const text = {
        titleZh: `用户协议（修订 ${stamp}）`,
        bodyZh: `第一条：开箱结果由可验证的随机数决定。\n\n修订编号 ${stamp}。`,
        titleEn: `User agreement (revision ${stamp})`,
        bodyEn: `Article 1: box results come from verifiable randomness.\n\nRevision ${stamp}.`,
      };
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, content, 'en');
        await menuEntry(page, 'Help articles').click();
        await page.locator('td.column-id').getByText('2', { exact: true }).click();
        await page.waitForURL(/\/admin\/help-articles\/2$/);
        await page
          .getByText('The user agreement (2) and the privacy terms (3) can be edited, never deleted.')
          .waitFor();
        expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

        await page.getByLabel('Title (Chinese)').fill(text.titleZh);
        await page.getByLabel('Body (Chinese)').fill(text.bodyZh);
        await page.getByRole('tab', { name: 'English' }).click();
        await page.getByLabel('Title (English)').fill(text.titleEn);
        await page.getByLabel('Body (English)').fill(text.bodyEn);
        await page.getByRole('tab', { name: 'Settings' }).click();
        await page.getByLabel('Reason (optional)').fill('legal review');
        await screenshot(page, 'admin-help-article-en');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/admin\/help-articles(\?.*)?$/);
        await page.getByRole('cell', { name: text.titleEn }).waitFor();

        // Players read the new agreement in either language (GET /api/help/2).
        for (const [lang, title, body] of [
          ['zh', text.titleZh, text.bodyZh],
          ['en', text.titleEn, text.bodyEn],
        ] as const) {
          const article = await env.client.get<{ id: number; title: string; body: string }>('/api/help/2', { lang });
          expect({ status: article.status, ...article.body.data }).toMatchObject({ status: 200, id: 2, title, body });
        }

        // VIP level 1: a new rebate and description, in the list and for players.
        await menuEntry(page, 'VIP levels').click();
        await page.locator('td.column-level').getByText('1', { exact: true }).click();
        await page.waitForURL(/\/admin\/vip-levels\/1$/);
        await page.getByLabel('Rebate %').fill('1.75');
        await page.getByLabel('Description (English)').fill(`Bronze: 1.75 % back (${stamp})`);
        await page.getByLabel('Reason (optional)').fill('spring campaign');
        await screenshot(page, 'admin-vip-level-en');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/admin\/vip-levels(\?.*)?$/);
        const levelRow = page.getByRole('row').filter({ hasText: `Bronze: 1.75 % back (${stamp})` });
        await levelRow.getByRole('cell', { name: '1.75', exact: true }).waitFor();
      } finally {
        await context.close();
      }
      const player = await aPlayer(env.client).register();
      const vip = await env.client.get<{ list: { level: number; rebate: string; description: string }[] }>(
        '/api/vip/list',
        { token: player.token, lang: 'en' },
      );
      expect(vip.body.data.list.find((level) => level.level === 1)).toMatchObject({
        rebate: '1.75',
        description: `Bronze: 1.75 % back (${stamp})`,
      });
    },
    FLOW_TIMEOUT_MS,
  );

  it("npm run audit's checks pass after all of the above", async () => {
    const report = await runAudit(env.testApp.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.length).toBeGreaterThan(0);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});
