// GET /admin/api/reports/summary over HTTP, checked against a small scenario played on a fresh
// platform: a paid top-up, a card code, openings of two boxes with known pools, an extraction and a
// recycle. Every figure is exact: deposits, card codes, withdrawals, GGR, balances, RTP per box.
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../audit';
import { aCardCodeBatch, aPaidTopUp, placeOrder } from '../../payments/testing';
import { aPlayer } from '../../identity/testing';
import { startGamesTestApp, storageOf, waitUntil, type GamesTestApp } from '../../games/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { aStaffMember, AdminRest, fieldErrors, refusedFields } from '../../staff/testing';
import { aBoxOf } from '../../catalogue/testing';
import { reliableSandboxTrades } from '../../delivery/testing';

interface Figures {
  deposits: string;
  deposit_count: number;
  card_codes: string;
  card_code_count: number;
  withdrawals: string;
  withdrawal_count: number;
  box_spend: string;
  box_granted: string;
  ggr: string;
  boxes_opened: number;
}
interface Summary {
  from: string;
  to: string;
  bucket: string;
  totals: Figures;
  player_balances: string;
  player_balances_at: string;
  series: (Figures & { bucket: string })[];
  boxes: {
    box_id: string;
    boxes_opened: number;
    spent: string;
    granted: string;
    rtp_actual: string | null;
    rtp_configured: string | null;
  }[];
}

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
const NONE: Figures = {
  deposits: '0.00',
  deposit_count: 0,
  card_codes: '0.00',
  card_code_count: 0,
  withdrawals: '0.00',
  withdrawal_count: 0,
  box_spend: '0.00',
  box_granted: '0.00',
  ggr: '0.00',
  boxes_opened: 0,
};
const SCENARIO: Figures = {
  deposits: '100.00',
  deposit_count: 1,
  card_codes: '20.00',
  card_code_count: 1,
  withdrawals: '9.00',
  withdrawal_count: 1,
  box_spend: '40.00',
  box_granted: '39.00',
  ggr: '1.00',
  boxes_opened: 5,
};

let app: GamesTestApp;
let finance: AdminRest;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startGamesTestApp({
    sandboxPayNotifyDelayMs: 20,
    sandboxPayRetryBaseMs: 50,
    ...reliableSandboxTrades(100, 200),
  });
  const client = app.client;
  const content = new AdminRest(client, (await aStaffMember(app).withRole('content').signIn(client)).token);
  finance = new AdminRest(client, (await aStaffMember(app).withRole('finance').signIn(client)).token);
  // Box A returns 9.00 of every 10.00 (RTP 90 %); box B 6.00 of every 5.00 (120 %).
  await aBoxOf(content, 'report-a', '10.00', [['report-a-item', '9.00', 1]]);
  await aBoxOf(content, 'report-b', '5.00', [['report-b-item', '6.00', 1]]);

  // Alice pays 100.00 (112.50 with the first-recharge bonus and VIP 1's rebate), opens A three times
  // (-30.00), extracts one knife (9.00 leaves) and recycles another (+9.00): 91.50.
  const alice = await aPlayer(client).register();
  await aPaidTopUp(client, alice, 'pkg-100');
  const opened = await client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: 'report-a', num: 3 },
    { token: alice.token },
  );
  expect(opened.status).toBe(200);
  const [extracted, recycled] = opened.body.data.items.map((item) => item.storage_id);
  await client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: alice.token });
  expect((await client.post('/api/extract', { data: [extracted] }, { token: alice.token })).status).toBe(200);
  expect((await client.post('/api/cash', { data: [recycled] }, { token: alice.token })).status).toBe(200);
  await waitUntil(
    () => storageOf(client, alice, 1),
    (rows) => rows.length === 1,
  );

  // Bob redeems a 20.00 card code and opens B twice (-10.00): 10.00.
  const bob = await aPlayer(client).register();
  const batch = await aCardCodeBatch(app, client).withBean('20.00').issue();
  expect((await client.post('/api/card-recharge', { card: batch.codes[0] }, { token: bob.token })).status).toBe(200);
  expect((await client.post('/api/box/open', { id: 'report-b', num: 2 }, { token: bob.token })).status).toBe(200);

  // Carol's unpaid order counts for nothing.
  await placeOrder(client, await aPlayer(client).register(), 'pkg-50');
  // Openings and the settled bill reach their read models a moment later.
  await waitUntil(
    async () => (await finance.get<Summary>('reports/summary')).body.data.totals,
    (totals) => totals.boxes_opened === 5 && totals.withdrawal_count === 1,
  );
});
afterAll(() => app.close());

describe('GET /admin/api/reports/summary', () => {
  it('answers the scenario exactly, per day over the last three days', async () => {
    const result = await finance.get<Summary>(`reports/summary?from=${daysAgo(2)}&to=${today()}&bucket=day`);
    expect(result.status).toBe(200);
    const summary = result.body.data;
    expect(summary).toMatchObject({
      from: `${daysAgo(2)}T00:00:00.000Z`,
      to: new Date(Date.parse(today()) + 24 * 3600 * 1000).toISOString(),
      bucket: 'day',
      totals: SCENARIO,
      // Alice 91.50 + Bob 10.00: what the house owes its players now.
      player_balances: '101.50',
    });
    expect(summary.series).toEqual([
      { bucket: daysAgo(2), ...NONE },
      { bucket: daysAgo(1), ...NONE },
      { bucket: today(), ...SCENARIO },
    ]);
    const byId = new Map(summary.boxes.map((box) => [box.box_id, box]));
    expect(byId.get('report-a')).toEqual({
      box_id: 'report-a',
      name_zh: '测试箱 report-a',
      name_en: 'Test box report-a',
      boxes_opened: 3,
      spent: '30.00',
      granted: '27.00',
      rtp_actual: '90.00',
      rtp_configured: '90.00',
    });
    expect(byId.get('report-b')).toMatchObject({
      boxes_opened: 2,
      spent: '10.00',
      granted: '12.00',
      rtp_actual: '120.00',
      rtp_configured: '120.00',
    });
    // Demo boxes nobody opened: configured only.
    const redline = byId.get('redline')!;
    expect(redline).toMatchObject({ boxes_opened: 0, spent: '0.00', granted: '0.00', rtp_actual: null });
    expect(Number(redline.rtp_configured)).toBeGreaterThanOrEqual(85);
  });

  it('sums by month, and the last 30 days by default', async () => {
    const month = await finance.get<Summary>(
      `reports/summary?from=${today().slice(0, 8)}01&to=${today()}&bucket=month`,
    );
    expect(month.body.data.series).toEqual([{ bucket: `${today().slice(0, 8)}01`, ...SCENARIO }]);
    const byDefault = (await finance.get<Summary>('reports/summary')).body.data;
    expect(byDefault.bucket).toBe('day');
    expect(byDefault.totals).toEqual(SCENARIO);
    expect(byDefault.series.length).toBeGreaterThanOrEqual(30);
    const weeks = (await finance.get<Summary>(`reports/summary?from=${daysAgo(20)}&bucket=week`)).body.data;
    expect(weeks.series.at(-1)).toMatchObject(SCENARIO);
    expect(new Date(`${weeks.series[0].bucket}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('counts nothing in a range before the scenario, while balances are always now', async () => {
    const before = (await finance.get<Summary>(`reports/summary?from=${daysAgo(9)}&to=${daysAgo(1)}`)).body.data;
    expect(before.totals).toEqual(NONE);
    expect(before.series).toHaveLength(9);
    expect(before.player_balances).toBe('101.50');
    expect(before.boxes.find((box) => box.box_id === 'report-a')).toMatchObject({
      boxes_opened: 0,
      rtp_actual: null,
      rtp_configured: '90.00',
    });
  });

  it('refuses a bad range or bucket, naming the field (zh and en)', async () => {
    expect(refusedFields(await finance.get('reports/summary?from=yesterday'))).toEqual(['from']);
    expect(refusedFields(await finance.get('reports/summary?bucket=year'))).toEqual(['bucket']);
    const backwards = await finance.get(`reports/summary?from=${today()}&to=${daysAgo(3)}`, 'zh');
    expect(fieldErrors(backwards)).toEqual([{ field: 'to', message: 'to 须晚于 from' }]);
    expect(refusedFields(await finance.get('reports/summary?from=1990-01-01&bucket=day'))).toEqual(['bucket']);
  });

  it('leaves a sound ledger: the audit replays the scenario without a failure', async () => {
    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});
