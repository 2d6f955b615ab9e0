// What the console's catalogue, card-code and delivery tests share: data set up over the API (an
// admin's AdminRest, a player's extraction of a box's item, a bill as staff read it, a box's odds
// as players read them) and the screens' steps (box editor, card-code batches, delivery bills,
// audit log, help articles, VIP levels), each named for what the person does there.
import * as fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { AdminRest } from '../../../api/src/staff/testing/admin-rest';
import { aStaffMember } from '../../../api/src/staff/testing/test-staff';
import { aPlayerWithCoins, menuEntry, type AdminTestEnv } from './admin-console';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

/** An admin's AdminRest: test data (boxes with known pools) set up over the admin API. */
export async function adminSetup(env: AdminTestEnv): Promise<AdminRest> {
  const staff = await aStaffMember(env.testApp).withRole('admin').signIn(env.client);
  return new AdminRest(env.client, staff.token);
}

interface PlayerBox {
  items: { id: string; weight: number; odds: string }[];
}

/** A box's pool as players read it (GET /api/box/:id): each item's weight and odds. */
export async function playerOdds(env: AdminTestEnv, boxId: string): Promise<Record<string, [number, string]>> {
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
export async function anExtraction(env: AdminTestEnv, boxId: string, price: string, name: string) {
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

/** A delivery bill as staff read it over the admin API. */
export const billOf = async (setup: AdminRest, id: string) => (await setup.get<Bill>(`bills/${id}`)).body.data;

/** From the menu, finds the box by its id and opens its editor. */
async function openBoxEditor(page: Page, boxId: string): Promise<void> {
  await menuEntry(page, 'Boxes').click();
  await page.getByPlaceholder('Search id or name').fill(boxId);
  await page.waitForURL(/filter=/);
  await page.getByRole('cell', { name: boxId, exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/boxes/${boxId}$`));
}

/** Waits until the box editor's preview shows the pool's RTP, total weight and each row's odds (%). */
async function poolPreviewShows(page: Page, rtp: string, totalWeight: number, odds: string[]): Promise<void> {
  await page.getByTestId('pool-rtp').filter({ hasText: rtp }).waitFor();
  await page.getByText(`Total weight ${totalWeight}`).waitFor();
  for (const [row, value] of odds.entries()) {
    await page
      .getByTestId('row-odds')
      .nth(row)
      .filter({ hasText: `Odds %: ${value}` })
      .waitFor();
  }
}

/** The editor's next request for an RTP preview whose body contains `bodyPart`. */
function rtpPreviewAsked(page: Page, bodyPart: string) {
  return page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().includes('/admin/api/boxes/rtp-preview') &&
      (request.postData() ?? '').includes(bodyPart),
  );
}

/** The audit log's row naming all of `texts` (who, what, why). */
function auditRow(page: Page, ...texts: string[]): Locator {
  return texts.reduce((row, text) => row.filter({ hasText: text }), page.getByRole('row'));
}

/** In an expanded audit entry, the row of the change to `field` (its before and after cells). */
function diffRow(page: Page, field: string): Locator {
  return page
    .getByTestId('audit-diff')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: field, exact: true }) });
}

/** From the card-code batches list, fills the issue form and issues the codes. */
async function issueCardCodes(
  page: Page,
  batch: { count: number; bean: string; expires: string; note: string },
): Promise<void> {
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('spinbutton', { name: 'Codes' }).fill(String(batch.count));
  await page.getByLabel('Coins per code').fill(batch.bean);
  await page.getByLabel('Expires').fill(batch.expires);
  await page.getByLabel('Note').fill(batch.note);
  await page.getByRole('button', { name: 'Issue codes' }).click();
}

/** Downloads the just-issued codes' CSV (the console says so): its file name, header and lines. */
async function downloadCodesCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the codes (CSV)' }).click(),
  ]);
  await page.getByText('CSV downloaded').waitFor();
  const csv = await fs.readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.split('\r\n').filter(Boolean);
  return { filename: download.suggestedFilename(), header, lines };
}

/** The console's next read of the batch (what the browser receives on its page). */
function batchReadBy(page: Page, batchId: string) {
  return page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().includes(`/card-code-batches/${batchId}?`),
  );
}

/** From the menu, the card-code batches whose note matches. */
async function findBatches(page: Page, note: string): Promise<void> {
  await menuEntry(page, 'Card-code batches').click();
  await page.getByPlaceholder('Search the note').fill(note);
  await page.waitForURL(/filter=/);
}

/** Waits until a batch's row in the list shows its usage. */
async function batchRowShowsUsage(
  row: Locator,
  usage: { redeemed: number; available: number; redeemedBean: string },
): Promise<void> {
  const exactly = (text: string) => new RegExp(`^${text.replace('.', '\\.')}$`);
  await row
    .locator('td.column-usage\\.redeemed')
    .filter({ hasText: exactly(String(usage.redeemed)) })
    .waitFor();
  await row
    .locator('td.column-usage\\.available')
    .filter({ hasText: exactly(String(usage.available)) })
    .waitFor();
  await row
    .locator('td.column-usage\\.redeemed_bean')
    .filter({ hasText: exactly(usage.redeemedBean) })
    .waitFor();
}

/** Waits until a batch's page shows how many codes were redeemed and for how many coins. */
async function batchPageShowsUsage(page: Page, usage: { redeemed: number; redeemedBean: string }): Promise<void> {
  await page
    .locator('.ra-field-usage\\.redeemed')
    .filter({ hasText: new RegExp(`Redeemed\\s*${usage.redeemed}$`) })
    .waitFor();
  await page
    .locator('.ra-field-usage\\.redeemed_bean')
    .filter({ hasText: new RegExp(`${usage.redeemedBean.replace('.', '\\.')}$`) })
    .waitFor();
}

/** From the menu, the delivery bills filtered to those awaiting approval. */
async function openHeldBills(page: Page): Promise<void> {
  await menuEntry(page, 'Delivery bills').click();
  await page.getByLabel('Awaiting approval').click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.waitForURL(/filter=.*awaiting_approval/);
}

/** On a held bill's page, approves its delivery with a reason. */
async function approveDelivery(page: Page, reason: string): Promise<void> {
  await page.getByRole('button', { name: 'Approve delivery' }).click();
  await page.getByRole('dialog').getByLabel('Reason (optional)').fill(reason);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** From the menu, opens help article `id` for editing. */
async function openHelpArticle(page: Page, id: number): Promise<void> {
  await menuEntry(page, 'Help articles').click();
  await page.locator('td.column-id').getByText(String(id), { exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/help-articles/${id}$`));
}

/** In the help-article editor, writes the title and body in Chinese, then in English. */
async function writeHelpArticle(
  page: Page,
  text: { titleZh: string; bodyZh: string; titleEn: string; bodyEn: string },
): Promise<void> {
  await page.getByLabel('Title (Chinese)').fill(text.titleZh);
  await page.getByLabel('Body (Chinese)').fill(text.bodyZh);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Title (English)').fill(text.titleEn);
  await page.getByLabel('Body (English)').fill(text.bodyEn);
}

/** From the menu, opens VIP level `level` and fills its rebate, English description and a reason (not saved). */
async function editVipLevel(
  page: Page,
  level: number,
  change: { rebate: string; descriptionEn: string; reason: string },
): Promise<void> {
  await menuEntry(page, 'VIP levels').click();
  await page.locator('td.column-level').getByText(String(level), { exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/vip-levels/${level}$`));
  await page.getByLabel('Rebate %').fill(change.rebate);
  await page.getByLabel('Description (English)').fill(change.descriptionEn);
  await page.getByLabel('Reason (optional)').fill(change.reason);
}

/** The screens' steps, one object per screen: `boxEditor.open(page, id)`, `cardCodeBatches.issue(page, batch)`. */
export const boxEditor = { open: openBoxEditor, previewShows: poolPreviewShows, previewAsked: rtpPreviewAsked };
export const auditLog = { row: auditRow, diffRow };
export const cardCodeBatches = {
  issue: issueCardCodes,
  downloadCsv: downloadCodesCsv,
  readBy: batchReadBy,
  find: findBatches,
  rowShowsUsage: batchRowShowsUsage,
  pageShowsUsage: batchPageShowsUsage,
};
export const deliveryBills = { openHeld: openHeldBills, approve: approveDelivery };
export const helpArticles = { open: openHelpArticle, write: writeHelpArticle };
export const vipLevels = { edit: editVipLevel };
