// The admin console in a real browser against the real API, for what players-and-adjustments does not
// cover: a content editor re-weights a box's pool with the odds and RTP previewed live, and players
// see the new odds; finance issues card codes, takes their CSV once, and a redemption shows in the
// batch's usage; support approves a delivery held above the approval threshold and rejects another,
// whose item is back in the backpack; a content editor rewrites the user agreement in both languages
// and a VIP level; the ledger audit still passes.
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../api/src/audit';
import type { AdminRest } from '../../api/src/staff/testing/admin-rest';
import { aBoxOf } from '../../api/src/catalogue/testing/test-boxes';
import { storageOf, waitUntil } from '../../api/src/games/testing';
import { aPlayer } from '../../api/src/identity/testing';
import { SQL_CLIENT } from '../../api/src/platform/database/database.module';
import {
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
import {
  adminSetup,
  anExtraction,
  auditLog,
  billOf,
  boxEditor,
  cardCodeBatches,
  deliveryBills,
  helpArticles,
  playerOdds,
  vipLevels,
} from './support/catalogue-payments-deliveries';

let env: AdminTestEnv;
/** Sets up test data over the admin API (boxes with known pools), as the API's own e2e tests do. */
let setup: AdminRest;

beforeAll(async () => {
  env = await startAdminTestEnv();
  setup = await adminSetup(env);
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

describe('admin console: catalogue, payments, deliveries, content and config (browser e2e)', () => {
  it(
    "a content editor re-weights a box's pool, sees the odds and RTP change live, and players get the new odds (audited)",
    async () => {
      // Price 10.00; a 20.00 gem at weight 1 and a 5.00 pebble at weight 3: RTP (20 + 15) / 4 / 10 = 87.50 %.
      await aBoxOf(setup, 'e2e-odds-box', '10.00', [
        ['e2e-gem', '20.00', 1],
        ['e2e-pebble', '5.00', 3],
      ]);
      expect(await playerOdds(env, 'e2e-odds-box')).toEqual({ 'e2e-gem': [1, '25.00'], 'e2e-pebble': [3, '75.00'] });
      const content = await aStaffOf(env, 'content');
      const reason = 'fewer gems after the March review';
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, content, 'en');
        await boxEditor.open(page, 'e2e-odds-box');

        // The editor previews the stored pool: each row's odds, the pool's RTP and total weight.
        await boxEditor.previewShows(page, '87.50%', 4, ['25.00', '75.00']);

        // Weight 3 -> 7: (20 + 35) / 8 / 10 = 68.75 %; the preview asks the API, nothing is saved yet.
        const weights = page.getByRole('spinbutton', { name: 'Weight' });
        expect(await weights.count()).toBe(2);
        const preview = boxEditor.previewAsked(page, '"weight":7');
        await weights.nth(1).fill('7');
        await preview;
        await boxEditor.previewShows(page, '68.75%', 8, ['12.50', '87.50']);
        expect(await playerOdds(env, 'e2e-odds-box')).toEqual({ 'e2e-gem': [1, '25.00'], 'e2e-pebble': [3, '75.00'] });

        await page.getByLabel('Reason (optional)').fill(reason);
        await screenshot(page, 'admin-box-editor-en');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/admin\/boxes\/e2e-odds-box\/show$/);
        await page.getByRole('cell', { name: '87.50', exact: true }).waitFor();
      } finally {
        await context.close();
      }

      // Players see the new weights and odds at once.
      expect(await playerOdds(env, 'e2e-odds-box')).toEqual({ 'e2e-gem': [1, '12.50'], 'e2e-pebble': [7, '87.50'] });

      // The audit log (the first admin's) names the editor, the box and the reason; the entry shows the change.
      const admin = await openConsole(env, 'en');
      try {
        await signIn(admin.page, env.firstAdmin, 'en');
        await menuEntry(admin.page, 'Audit log').click();
        const entry = auditLog.row(admin.page, content.email, 'e2e-odds-box', reason);
        await entry.getByRole('cell', { name: 'edit', exact: true }).waitFor();
        await entry.getByRole('cell', { name: 'content', exact: true }).waitFor();
        await entry.getByRole('cell', { name: 'boxes', exact: true }).waitFor();
        // Expanded, the entry shows the pool and the RTP before and after.
        // (react-admin's expand toggle is aria-hidden: it is found by its label, not its role)
        await entry.getByLabel('Expand').click();
        const rtpChange = auditLog.diffRow(admin.page, 'rtp');
        await rtpChange.getByRole('cell', { name: '87.50', exact: true }).waitFor();
        await rtpChange.getByRole('cell', { name: '68.75', exact: true }).waitFor();
        const poolChange = auditLog.diffRow(admin.page, 'pool');
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
        await cardCodeBatches.issue(page, { count: 3, bean: '12.34', expires: '2031-06-30T12:00', note });

        // The codes, this once, with their CSV.
        const issued = page.getByTestId('issued-batch');
        await issued.getByText('3 codes issued').waitFor();
        await issued.getByText('These codes are shown this once').waitFor();
        const shown = ((await issued.locator('pre').textContent()) ?? '').split('\n').filter(Boolean);
        expect(shown).toHaveLength(3);
        await screenshot(page, 'admin-card-code-batch-issued-en');
        const { filename, header, lines } = await cardCodeBatches.downloadCsv(page);
        expect(header).toBe('code,bean,expires_at,batch_id');
        expect(lines).toHaveLength(3);
        const rows = lines.map((line) => line.split(','));
        const batchId = rows[0][3];
        expect(filename).toBe(`card-codes-${batchId}.csv`);
        expect(rows.map((row) => row.slice(1))).toEqual(
          Array(3).fill(['12.34', new Date('2031-06-30T12:00').toISOString(), batchId]),
        );
        const codes = rows.map((row) => row[0]);
        expect(codes).toEqual(shown);
        expect(new Set(codes).size).toBe(3);

        // Once left, the codes are gone: the batch's page offers no download and never receives them.
        const batchRead = cardCodeBatches.readBy(page, batchId);
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
        await cardCodeBatches.find(page, note);
        const row = page.getByRole('row').filter({ hasText: batchId });
        await cardCodeBatches.rowShowsUsage(row, { redeemed: 1, available: 2, redeemedBean: '12.34' });
        await row.getByRole('cell', { name: batchId }).click();
        await page.waitForURL(/\/show$/);
        await cardCodeBatches.pageShowsUsage(page, { redeemed: 1, redeemedBean: '12.34' });
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
      const approved = await anExtraction(env, 'e2e-knife-box', '110.00', 'Approve Alice');
      const rejected = await anExtraction(env, 'e2e-knife-box', '110.00', 'Reject Rob');
      for (const { billId } of [approved, rejected]) {
        await waitUntil(
          () => billOf(setup, billId),
          (bill) => bill.awaiting_approval,
        );
      }
      const support = await aStaffOf(env, 'support');
      const reason = 'Trade URL belongs to another account';
      const { context, page } = await openConsole(env, 'en');
      try {
        await signIn(page, support, 'en');
        // Only the held ones: both bills, waiting.
        await deliveryBills.openHeld(page);
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
        await deliveryBills.approve(page, 'known customer');
        await page.getByText('Delivery approved', { exact: true }).waitFor();
        await page.getByRole('cell', { name: 'DeliveryApproved', exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Approve delivery' }).count()).toBe(0);
        // The driver sends the trade offer (status 5, 6, then 1 once the player accepts).
        const sent = await waitUntil(
          () => billOf(setup, approved.billId),
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
        await helpArticles.open(page, 2);
        await page
          .getByText('The user agreement (2) and the privacy terms (3) can be edited, never deleted.')
          .waitFor();
        expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

        await helpArticles.write(page, text);
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
        await vipLevels.edit(page, 1, {
          rebate: '1.75',
          descriptionEn: `Bronze: 1.75 % back (${stamp})`,
          reason: 'spring campaign',
        });
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
