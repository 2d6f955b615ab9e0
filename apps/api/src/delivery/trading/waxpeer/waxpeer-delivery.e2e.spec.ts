// Delivery through the Waxpeer marketplace (TRADE_PROVIDER=waxpeer) on a running app pointed at the
// wire double of Waxpeer's API: a player extracts an item, the delivery process buys it within the
// price ceiling for the player's trade link and follows the trade (the test moves it at the double);
// accepted -> the bill is done; cancelled, or nothing at or under the ceiling -> the item is back in
// the backpack with the reason; an outage or a lost answer never buys twice. Each state change is an
// event on the bill's stream. The process is driven pass by pass (its loop stopped), never waited for.
import { ModulesContainer } from '@nestjs/core';
import type { PostgresEventStore, SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import { aBoxOf } from '../../../catalogue/testing';
import { aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../../../games/testing';
import type { TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { EventReactor } from '../../../platform/event-sourcing/event-reactor';
import { AdminRest, aStaffMember, auditEntries } from '../../../staff/testing';
import { DeliveryProcess } from '../../deliver-bills/delivery.process';
import { deliveryStreamId } from '../../domain/delivery';
import { TRADE_PROVIDER } from '../trade-provider.port';
import { WaxpeerDouble } from './testing/waxpeer-double';
import { WaxpeerTradeProvider } from './waxpeer-trade.provider';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
const HASH_NAME = 'Test wax-knife (Field-Tested)';
/** The item is worth 100.00 coins (CNY); at 7.1234 CNY/USD and the default 10% margin: floor(110 / 7.1234 x 1000). */
const CEILING = 15_442;
const BUY = '/v1/buy-one-p2p-name';

let app: GamesTestApp;
let double: WaxpeerDouble;
let delivery: DeliveryProcess;
let hour = 0;
let finance: AdminRest;
let support: AdminRest;

beforeAll(async () => {
  double = await WaxpeerDouble.start('e2e-waxpeer-key');
  app = await startGamesTestApp({
    tradeProvider: 'waxpeer',
    providerEnv: {
      WAXPEER_API_KEY: 'e2e-waxpeer-key',
      WAXPEER_BASE_URL: double.url,
      WAXPEER_CNY_PER_USD: '7.1234',
      WAXPEER_TIMEOUT_MS: '2000',
    },
    // The loop never runs by itself in this suite: the test drives every pass.
    deliveryPollMs: 3_600_000,
  });
  delivery = app.app.get(DeliveryProcess);
  await delivery.stop();
  const content = new AdminRest(app.client, (await aStaffMember(app).withRole('content').signIn(app.client)).token);
  await aBoxOf(content, 'wax-box', '110.00', [['wax-knife', '100.00', 1]]);
  finance = new AdminRest(app.client, (await aStaffMember(app).withRole('finance').signIn(app.client)).token);
  support = new AdminRest(app.client, (await aStaffMember(app).withRole('support').signIn(app.client)).token);
});
beforeEach(() => double.delist(HASH_NAME));
afterAll(async () => {
  await app?.close();
  await double?.close();
});

/** A player with a trade URL who opened the box and asked for the item: the bill. */
async function anExtraction(): Promise<{ player: TestPlayer; billId: string; storageId: string }> {
  const player = await aFundedPlayer(app, '110.00');
  const opened = await app.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: 'wax-box', num: 1 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  const storageId = opened.body.data.items[0].storage_id;
  await app.client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token });
  const extracted = await app.client.post<{ bill_ids: string[] }>(
    '/api/extract',
    { data: [storageId] },
    { token: player.token },
  );
  expect(extracted.status).toBe(200);
  return { player, billId: extracted.body.data.bill_ids[0], storageId };
}

/**
 * Every event reactor of the app run until none has work (the read models caught up), without the
 * scheduled jobs: settledProcesses would also run the delivery process for the bills due now.
 */
async function settledReactors(): Promise<void> {
  const reactors = [...app.app.get(ModulesContainer).values()]
    .flatMap((module) => [...module.providers.values()])
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is EventReactor => instance instanceof EventReactor);
  for (let round = 0; round < 10; round++) {
    let worked = 0;
    for (const reactor of reactors) worked += await reactor.catchUp();
    if (worked === 0) return;
  }
  throw new Error('the reactors still had work after 10 rounds');
}

/** Exactly one pass of the delivery process, at a time when every open bill is due; read models caught up around it. */
async function aPass(): Promise<void> {
  await settledReactors();
  hour += 2;
  await delivery.runOnce(new Date(Date.now() + hour * 3_600_000));
  await settledReactors();
}

async function billEvents(billId: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const events = await app.app.get<PostgresEventStore>(EVENT_STORE).readStream(deliveryStreamId(billId));
  return events.map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));
}

const types = async (billId: string) => (await billEvents(billId)).map((event) => event.type);

async function statusOf(player: TestPlayer, storageId: string) {
  for (const status of [0, 1, 4, 5, 6]) {
    const row = (await storageOf(app.client, player, status)).find((entry) => entry.id === storageId);
    if (row) return { status, back_message: row.back_message };
  }
  return null;
}

describe('delivery through Waxpeer (TRADE_PROVIDER=waxpeer)', () => {
  it('the port behind TRADE_PROVIDER is the Waxpeer adapter', () => {
    expect(app.app.get(TRADE_PROVIDER)).toBeInstanceOf(WaxpeerTradeProvider);
  });

  it('buys the item within the ceiling, follows the trade sent then accepted: the bill is done', async () => {
    double.list(HASH_NAME, 9_800, 9_500);
    const { player, billId, storageId } = await anExtraction();
    expect((await statusOf(player, storageId))?.status).toBe(4);

    await aPass();
    const trade = double.tradeOf(billId)!;
    expect(trade).toMatchObject({ name: HASH_NAME, price: 9_500, partner: '123456789', token: 'AbCdEf12', status: 0 });
    expect(double.requests.filter((request) => request.path === BUY).at(-1)!.params.price).toEqual([String(CEILING)]);
    expect(await types(billId)).toEqual(['DeliveryRequested', 'TradeOfferCreated']);
    expect((await statusOf(player, storageId))?.status).toBe(5);

    // Nothing new at Waxpeer: a pass appends nothing.
    await aPass();
    expect(await types(billId)).toEqual(['DeliveryRequested', 'TradeOfferCreated']);

    double.send(billId);
    await aPass();
    expect(await types(billId)).toEqual(['DeliveryRequested', 'TradeOfferCreated', 'TradeOfferSent']);
    expect((await statusOf(player, storageId))?.status).toBe(6);

    double.accept(billId);
    await aPass();
    const events = await billEvents(billId);
    expect(events.map((event) => event.type)).toEqual([
      'DeliveryRequested',
      'TradeOfferCreated',
      'TradeOfferSent',
      'DeliveryCompleted',
    ]);
    expect(events.slice(1).map((event) => event.data.offer_id)).toEqual(Array(3).fill(`waxpeer-${billId}`));
    expect((await statusOf(player, storageId))?.status).toBe(1);
    expect(double.purchases().filter((entry) => entry.project_id === billId)).toHaveLength(1);
  });

  it('a trade the player never accepts is cancelled: the item is back in the backpack with the reason', async () => {
    double.list(HASH_NAME, 9_000);
    const { player, billId, storageId } = await anExtraction();
    await aPass();
    double.send(billId);
    await aPass();
    double.cancel(billId, 'Buyer failed to accept');
    await aPass();
    const events = await billEvents(billId);
    expect(events.map((event) => event.type)).toEqual([
      'DeliveryRequested',
      'TradeOfferCreated',
      'TradeOfferSent',
      'DeliveryFailed',
    ]);
    expect(events[3].data).toEqual({ offer_id: `waxpeer-${billId}`, reason: 'declined_by_player' });
    expect(await statusOf(player, storageId)).toEqual({ status: 0, back_message: 'declined_by_player' });
    // Back in the backpack: it can be recycled.
    expect((await app.client.post('/api/cash', { data: [storageId] }, { token: player.token })).status).toBe(200);
  });

  it('nothing listed at or under the ceiling: no purchase, the bill fails price_above_ceiling, the item comes back', async () => {
    double.list(HASH_NAME, CEILING + 1);
    const balance = double.balance;
    const { player, billId, storageId } = await anExtraction();
    await aPass();
    const events = await billEvents(billId);
    expect(events.map((event) => event.type)).toEqual(['DeliveryRequested', 'TradeOfferCreated', 'DeliveryFailed']);
    expect(events[2].data).toEqual({ offer_id: `waxpeer-${billId}`, reason: 'price_above_ceiling' });
    expect(await statusOf(player, storageId)).toEqual({ status: 0, back_message: 'price_above_ceiling' });
    expect(double.tradeOf(billId)).toBeUndefined();
    expect(double.balance).toBe(balance);
    expect(double.listed(HASH_NAME)).toEqual([CEILING + 1]);
    // A later pass asks Waxpeer nothing more about a settled bill.
    const calls = double.requests.length;
    await aPass();
    expect(double.requests.length).toBe(calls);
  });

  it('an outage, then a lost answer: the bill waits and retries, and the item is bought exactly once', async () => {
    double.list(HASH_NAME, 9_000, 9_100, 9_200);
    const { player, billId, storageId } = await anExtraction();
    double.failNext(BUY, { kind: 'status', status: 503 });
    await aPass();
    expect(await types(billId)).toEqual(['DeliveryRequested']);
    expect((await statusOf(player, storageId))?.status).toBe(4);
    expect(double.tradeOf(billId)).toBeUndefined();

    // Waxpeer buys, but its answer is lost.
    double.failNext(BUY, { kind: 'status', status: 500 }, 'after');
    await aPass();
    expect(await types(billId)).toEqual(['DeliveryRequested']);
    expect(double.tradeOf(billId)).toMatchObject({ price: 9_000 });

    // The retry looks the bill up by project_id and adopts that purchase instead of buying again.
    const buys = double.requests.filter((request) => request.path === BUY).length;
    await aPass();
    expect(double.requests.filter((request) => request.path === BUY).length).toBe(buys);
    expect(await types(billId)).toEqual(['DeliveryRequested', 'TradeOfferCreated']);
    expect(double.purchases().filter((entry) => entry.project_id === billId)).toHaveLength(1);
    expect(double.listed(HASH_NAME)).toEqual([9_100, 9_200]);
    double.send(billId);
    double.accept(billId);
    await aPass();
    expect((await types(billId)).slice(-2)).toEqual(['TradeOfferSent', 'DeliveryCompleted']);
    expect((await statusOf(player, storageId))?.status).toBe(1);
  });

  it("finance sets the price margin (audited, validated); the next purchase's ceiling follows it", async () => {
    expect((await finance.get('delivery-settings/default')).body.data).toMatchObject({
      id: 'default',
      price_margin: '10.00',
    });
    expect((await support.get('delivery-settings/default')).status).toBe(200);
    expect((await support.put('delivery-settings/default', { price_margin: '5.00' })).status).toBe(403);
    for (const bad of ['100.01', '-1.00', '5', 'x']) {
      const refused = await finance.put<unknown>('delivery-settings/default', { price_margin: bad });
      expect({ bad, status: refused.status, error: refused.body.error }).toEqual({
        bad,
        status: 400,
        error: 'VALIDATION_FAILED',
      });
    }
    const edited = await finance.put('delivery-settings/default', { price_margin: '0.00', reason: 'no premium' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ price_margin: '0.00' });
    expect((await auditEntries(app, 'delivery-settings', 'default')).at(-1)).toMatchObject({
      action: 'edit',
      reason: 'no premium',
      before: expect.objectContaining({ price_margin: '10.00' }),
      after: expect.objectContaining({ price_margin: '0.00' }),
    });
    try {
      // At 0%: 100.00 / 7.1234 = 14038.2 mills; a listing at 14039, within the old ceiling, is now too dear.
      double.list(HASH_NAME, 14_039);
      const { player, billId, storageId } = await anExtraction();
      await aPass();
      expect(double.requests.filter((request) => request.path === BUY).at(-1)!.params.price).toEqual(['14038']);
      expect(await statusOf(player, storageId)).toEqual({ status: 0, back_message: 'price_above_ceiling' });
      expect((await types(billId)).at(-1)).toBe('DeliveryFailed');
    } finally {
      await finance.put('delivery-settings/default', { price_margin: '10.00' });
    }
  });

  it('leaves the books balanced (audit)', async () => {
    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});
