// The Waxpeer trading provider against the wire double of Waxpeer's API, on a real database (PGlite,
// or PostgreSQL with DATABASE_URL): a purchase within the ceiling, refusals, a retry after a lost
// answer that never buys twice, the trade statuses as offer states, outages as Unavailable.
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../../platform/testing/test-database';
import {
  DELIVERY_SETTINGS_MIGRATIONS,
  DeliverySettingsRepository,
} from '../../delivery-settings/delivery-settings.repository';
import { TradeOfferNotFoundError, TradeProviderUnavailableError, type SendOfferRequest } from '../trade-provider.port';
import { WaxpeerDouble } from './testing/waxpeer-double';
import type { WaxpeerSettings } from './waxpeer.config';
import { parseCnyPerUsd } from './waxpeer-prices';
import { WaxpeerTradeProvider } from './waxpeer-trade.provider';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
const BUY = '/v1/buy-one-p2p-name';
const BY_PROJECT = '/v1/check-many-project-id';
const BY_ID = '/v1/check-many-steam';
/** 100.00 CNY at 7.1234 CNY/USD +10%: floor(110 / 7.1234 x 1000) = 15442 mills. */
const VALUE = 10_000n;
const CEILING = 15_442;

let sql: SqlClient;
let close: () => Promise<void>;
let double: WaxpeerDouble;
let seq = 0;

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_waxpeer'));
  await runMigrations(sql, DELIVERY_SETTINGS_MIGRATIONS); // the price margin: 10% on a fresh database
  double = await WaxpeerDouble.start('secret-key');
});
afterAll(async () => {
  await double.close();
  await close();
});

function provider(overrides: Partial<WaxpeerSettings> = {}): Promise<WaxpeerTradeProvider> {
  return WaxpeerTradeProvider.open(sql, {
    apiKey: 'secret-key',
    baseUrl: double.url,
    cnyPerUsd: parseCnyPerUsd('7.1234'),
    timeoutMs: 2000,
    ...overrides,
  });
}

/** A bill for a fresh item name (listings do not leak between tests). */
function aBill(overrides: Partial<SendOfferRequest> = {}): SendOfferRequest & { hashName: string } {
  seq += 1;
  const hashName = `AK-47 | Redline ${seq} (Field-Tested)`;
  return {
    billId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    tradeUrl: TRADE_URL,
    items: [{ hashName, name: `Redline ${seq}`, value: VALUE }],
    hashName,
    ...overrides,
  };
}

const callsTo = (path: string) => double.requests.filter((request) => request.path === path).length;

describe('WaxpeerTradeProvider', () => {
  it('buys the cheapest listing within the ceiling for the trade link, keyed by the bill', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 12_000, 9_000, CEILING + 1);
    const balance = double.balance;
    const { offerId } = await waxpeer.sendOffer(bill);
    expect(offerId).toBe(`waxpeer-${bill.billId}`);
    const buy = double.requests.filter((request) => request.path === BUY).at(-1)!;
    expect(buy.params).toMatchObject({
      api: ['secret-key'],
      name: [bill.hashName],
      price: [String(CEILING)],
      partner: ['123456789'],
      token: ['AbCdEf12'],
      project_id: [bill.billId],
    });
    expect(double.tradeOf(bill.billId)).toMatchObject({ price: 9_000, status: 0 });
    expect(double.balance).toBe(balance - 9_000);
    expect(double.listed(bill.hashName)).toEqual([12_000, CEILING + 1]);
    expect(await waxpeer.purchase(bill.billId)).toMatchObject({
      state: 'bought',
      maxPrice: BigInt(CEILING),
      price: 9_000n,
      value: VALUE,
      waxpeerId: String(double.tradeOf(bill.billId)!.id),
    });
    expect(await waxpeer.getOffer(offerId)).toMatchObject({ offerId, billId: bill.billId, state: 'created' });

    // Again for the same bill: the same offer, no second purchase, no call at all.
    const calls = double.requests.length;
    expect(await waxpeer.sendOffer(bill)).toEqual({ offerId });
    expect(double.requests.length).toBe(calls);
    expect(double.purchases().filter((trade) => trade.project_id === bill.billId)).toHaveLength(1);
  });

  it('follows the trade: 0 and 2 created, 4 sent, 5 accepted', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 10_000);
    const { offerId } = await waxpeer.sendOffer(bill);
    expect((await waxpeer.getOffer(offerId)).state).toBe('created');
    double.prepare(bill.billId);
    expect((await waxpeer.getOffer(offerId)).state).toBe('created');
    double.send(bill.billId);
    expect((await waxpeer.getOffer(offerId)).state).toBe('sent');
    double.accept(bill.billId);
    const accepted = await waxpeer.getOffer(offerId);
    expect(accepted).toMatchObject({ state: 'accepted' });
    expect(accepted.updatedAt.getTime()).toBe(double.tradeOf(bill.billId)!.last_updated * 1000);
    expect(double.requests.filter((request) => request.path === BY_ID).at(-1)!.params.id).toEqual([
      String(double.tradeOf(bill.billId)!.id),
    ]);
  });

  it.each([
    ['Buyer failed to accept', 'declined', 'declined_by_player'],
    ['declined', 'declined', 'declined_by_player'],
    [
      "We couldn't validate your trade link, either your inventory is private or you can't trade",
      'failed',
      'trade_url_invalid',
    ],
    ['seller failed to send', 'failed', 'seller_failed_to_send'],
    ['System busy', 'failed', 'marketplace_cancelled'],
  ])('a trade cancelled with "%s" is %s (%s), and Waxpeer refunds it', async (text, state, reason) => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 10_000);
    const { offerId } = await waxpeer.sendOffer(bill);
    const balance = double.balance;
    double.send(bill.billId);
    double.cancel(bill.billId, text);
    expect(await waxpeer.getOffer(offerId)).toMatchObject({ state, reason });
    expect(double.balance).toBe(balance + 10_000);
  });

  it('refuses to pay more than the ceiling: the offer fails price_above_ceiling and nothing is bought', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, CEILING + 1);
    const balance = double.balance;
    const { offerId } = await waxpeer.sendOffer(bill);
    expect(await waxpeer.getOffer(offerId)).toMatchObject({ state: 'failed', reason: 'price_above_ceiling' });
    expect(double.listed(bill.hashName)).toEqual([CEILING + 1]);
    expect(double.balance).toBe(balance);
    expect(await waxpeer.purchase(bill.billId)).toMatchObject({
      state: 'refused',
      message: 'Item price has increased or item is no longer available',
    });
    // Settled: another call asks nothing.
    const calls = double.requests.length;
    await waxpeer.sendOffer(bill);
    expect(double.requests.length).toBe(calls);
  });

  it('pays up to exactly the ceiling; the margin finance sets is read when a purchase is first asked for', async () => {
    const bill = aBill();
    double.list(bill.hashName, CEILING);
    await (await provider()).sendOffer(bill);
    expect(double.tradeOf(bill.billId)).toMatchObject({ price: CEILING });

    const settings = new DeliverySettingsRepository(sql);
    const waxpeer = await provider();
    // A purchase under way keeps the ceiling it was first asked with.
    const underWay = aBill();
    double.list(underWay.hashName, CEILING);
    double.failNext(BUY, { kind: 'status', status: 503 });
    await expect(waxpeer.sendOffer(underWay)).rejects.toThrow(TradeProviderUnavailableError);
    await settings.save(sql, 0);
    try {
      await waxpeer.sendOffer(underWay);
      expect(double.requests.at(-1)!.params.price).toEqual([String(CEILING)]);
      expect(double.tradeOf(underWay.billId)).toMatchObject({ price: CEILING });

      // A new one uses margin 0: 100.00 / 7.1234 = 14038.2 mills, so a listing at 14039 is one mill too dear.
      const tight = aBill();
      double.list(tight.hashName, 14_039);
      const { offerId } = await waxpeer.sendOffer(tight);
      expect(double.requests.at(-1)!.params.price).toEqual(['14038']);
      expect(await waxpeer.getOffer(offerId)).toMatchObject({ state: 'failed', reason: 'price_above_ceiling' });
    } finally {
      await settings.save(sql, 1000);
    }
  });

  it.each([
    ['no listing', 'items_unavailable', (bill: ReturnType<typeof aBill>) => void bill],
    [
      'an empty balance',
      'marketplace_balance_low',
      (bill: ReturnType<typeof aBill>) => {
        double.list(bill.hashName, 10_000);
        double.balance = 9_999;
      },
    ],
  ])('with %s the offer fails (%s)', async (_case, reason, arrange) => {
    const waxpeer = await provider();
    const bill = aBill();
    const balance = double.balance;
    arrange(bill);
    const { offerId } = await waxpeer.sendOffer(bill);
    expect(await waxpeer.getOffer(offerId)).toMatchObject({ state: 'failed', reason });
    expect(double.tradeOf(bill.billId)).toBeUndefined();
    double.balance = balance;
  });

  it('a trade URL without partner and token fails trade_url_invalid without asking Waxpeer', async () => {
    const waxpeer = await provider();
    const bill = aBill({ tradeUrl: 'https://steamcommunity.com/id/someone' });
    const calls = double.requests.length;
    const { offerId } = await waxpeer.sendOffer(bill);
    expect(double.requests.length).toBe(calls);
    expect(await waxpeer.getOffer(offerId)).toMatchObject({ state: 'failed', reason: 'trade_url_invalid' });
  });

  it('a purchase whose answer was lost (timeout) is found by project_id on the retry, never bought twice', async () => {
    const waxpeer = await provider({ timeoutMs: 40 });
    const bill = aBill();
    double.list(bill.hashName, 9_000, 9_500);
    double.failNext(BUY, { kind: 'timeout' }, 'after');
    await expect(waxpeer.sendOffer(bill)).rejects.toThrow(TradeProviderUnavailableError);
    expect(await waxpeer.purchase(bill.billId)).toMatchObject({ state: 'buying' });
    expect(double.purchases().filter((trade) => trade.project_id === bill.billId)).toHaveLength(1);

    const buys = callsTo(BUY);
    const lookups = callsTo(BY_PROJECT);
    const { offerId } = await waxpeer.sendOffer(bill);
    expect(callsTo(BY_PROJECT)).toBe(lookups + 1);
    expect(callsTo(BUY)).toBe(buys); // found: no second purchase asked for
    expect(double.purchases().filter((trade) => trade.project_id === bill.billId)).toHaveLength(1);
    expect(double.listed(bill.hashName)).toEqual([9_500]);
    expect(await waxpeer.purchase(bill.billId)).toMatchObject({ state: 'bought', price: 9_000n });
    expect((await waxpeer.getOffer(offerId)).state).toBe('created');
  });

  it('a purchase refused for a used project_id (the lookup lagged) adopts the earlier purchase', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 9_000, 9_500);
    double.failNext(BUY, { kind: 'status', status: 502 }, 'after');
    await expect(waxpeer.sendOffer(bill)).rejects.toThrow(TradeProviderUnavailableError);
    // Waxpeer does not list it yet when we look, so we ask to buy: it refuses the used project_id.
    double.failNext(BY_PROJECT, { kind: 'status', status: 200, body: { success: true, trades: [] } });
    await waxpeer.sendOffer(bill);
    expect(double.requests.at(-2)!.path).toBe(BUY);
    expect(double.purchases().filter((trade) => trade.project_id === bill.billId)).toHaveLength(1);
    expect(await waxpeer.purchase(bill.billId)).toMatchObject({ state: 'bought', price: 9_000n });
  });

  it('an outage before the purchase: the retry looks the bill up, finds nothing, and buys once', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 9_000);
    double.failNext(BUY, { kind: 'status', status: 503 });
    await expect(waxpeer.sendOffer(bill)).rejects.toThrow(/HTTP 503/);
    expect(double.tradeOf(bill.billId)).toBeUndefined();
    await waxpeer.sendOffer(bill);
    expect(double.requests.slice(-2).map((request) => request.path)).toEqual([BY_PROJECT, BUY]);
    expect(double.tradeOf(bill.billId)).toMatchObject({ price: 9_000 });
  });

  it('429 is Unavailable with the Retry-After (or msBeforeNext) as the hint', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 9_000);
    double.failNext(BUY, { kind: 'status', status: 429, retryAfterSeconds: 7 });
    const error = await waxpeer.sendOffer(bill).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TradeProviderUnavailableError);
    expect((error as TradeProviderUnavailableError).retryAfterMs).toBe(7000);

    double.failNext(BY_PROJECT, { kind: 'status', status: 429, body: { success: false, msBeforeNext: 1500 } });
    const again = await waxpeer.sendOffer(bill).catch((caught: unknown) => caught);
    expect((again as TradeProviderUnavailableError).retryAfterMs).toBe(1500);
    await waxpeer.sendOffer(bill);
    expect(double.tradeOf(bill.billId)).toBeDefined();
  });

  it('a wrong API key is Unavailable (nothing bought, the key never in the message)', async () => {
    const waxpeer = await provider({ apiKey: 'not-the-key' });
    const bill = aBill();
    double.list(bill.hashName, 9_000);
    const error = (await waxpeer.sendOffer(bill).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(TradeProviderUnavailableError);
    expect(error.message).toMatch(/HTTP 401: wrong api/);
    expect(error.message).not.toContain('not-the-key');
    expect(double.tradeOf(bill.billId)).toBeUndefined();
  });

  it('getOffer: an outage or an unreadable answer is Unavailable; an unknown offer is not found', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    double.list(bill.hashName, 9_000);
    const { offerId } = await waxpeer.sendOffer(bill);
    double.failNext(BY_ID, { kind: 'status', status: 500 });
    await expect(waxpeer.getOffer(offerId)).rejects.toThrow(TradeProviderUnavailableError);
    double.failNext(BY_ID, { kind: 'status', status: 200, body: { success: false, msg: 'Please try again' } });
    await expect(waxpeer.getOffer(offerId)).rejects.toThrow(/no trade list \(Please try again\)/);
    double.failNext(BY_ID, { kind: 'status', status: 200, body: { success: true, trades: [{ id: 'x' }] } });
    await expect(waxpeer.getOffer(offerId)).rejects.toThrow(/without an id or a status/);
    await expect(waxpeer.getOffer('waxpeer-no-such-bill')).rejects.toThrow(TradeOfferNotFoundError);
    await expect(waxpeer.getOffer('sandbox-1')).rejects.toThrow(TradeOfferNotFoundError);
    expect((await waxpeer.getOffer(offerId)).state).toBe('created');
  });

  it('refuses a bill of more than one item (one purchase per bill)', async () => {
    const waxpeer = await provider();
    const bill = aBill();
    await expect(waxpeer.sendOffer({ ...bill, items: [...bill.items, ...bill.items] })).rejects.toThrow(
      /one item per bill/,
    );
  });
});
