// The sandbox trading provider on a real database (PGlite, or a fresh PostgreSQL database with
// DATABASE_URL): idempotence by bill, progression with an injected clock, failure rates, outages,
// persistence across a new instance.
import { type SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../platform/testing/test-database';
import { SandboxTradeProvider, type SandboxTradeProviderOptions } from './sandbox-trade.provider';
import { TradeOfferNotFoundError, TradeProviderUnavailableError, type SendOfferRequest } from './trade-provider.port';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_-12';
const T0 = Date.UTC(2030, 0, 1);

let close: () => Promise<void>;
let sql: SqlClient;
let clock: number;
let billSeq = 0;

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_trade'));
});
afterAll(() => close());
beforeEach(() => {
  clock = T0;
});

/** A random source that replays the given draws, then 0.5 forever. */
function scripted(...draws: number[]): () => number {
  return () => draws.shift() ?? 0.5;
}

function provider(options: Partial<SandboxTradeProviderOptions> = {}): Promise<SandboxTradeProvider> {
  return SandboxTradeProvider.open(sql, {
    sendDelayMs: 2000,
    acceptDelayMs: 5000,
    failureRate: 0,
    unavailableRate: 0,
    now: () => new Date(clock),
    ...options,
  });
}

function aBill(overrides: Partial<SendOfferRequest> = {}): SendOfferRequest {
  billSeq += 1;
  return {
    billId: `bill-${Date.now()}-${billSeq}`,
    tradeUrl: TRADE_URL,
    items: [
      { hashName: 'AK-47 | Redline (Field-Tested)', name: 'AK-47 | Redline', value: 6888n },
      { hashName: 'P250 | Sand Dune (Factory New)', name: 'P250 | Sand Dune', value: 3n },
    ],
    ...overrides,
  };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('SandboxTradeProvider', () => {
  it('returns the same offer for the same bill, however often and concurrently it is asked', async () => {
    const trade = await provider();
    const bill = aBill();
    const first = await trade.sendOffer(bill);
    const again = await trade.sendOffer({ ...bill, tradeUrl: `${TRADE_URL}` });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => trade.sendOffer(bill)));
    expect(again).toEqual(first);
    expect(concurrent).toEqual(Array(5).fill(first));
    expect(await trade.list({ billId: bill.billId })).toHaveLength(1);
    expect((await trade.sendOffer(aBill())).offerId).not.toBe(first.offerId);
  });

  it('moves an offer from created to sent after the send delay, to accepted after the accept delay', async () => {
    const trade = await provider();
    const bill = aBill();
    const { offerId } = await trade.sendOffer(bill);
    /** The offer as getOffer shows it, in `state` since `since` ms after T0. */
    const offer = (state: string, since: number) => ({
      offerId,
      billId: bill.billId,
      state,
      updatedAt: new Date(T0 + since),
    });
    expect(await trade.getOffer(offerId)).toEqual(offer('created', 0));
    clock = T0 + 1999;
    expect((await trade.getOffer(offerId)).state).toBe('created');
    clock = T0 + 2000;
    expect(await trade.getOffer(offerId)).toEqual(offer('sent', 2000));
    clock = T0 + 6999;
    expect((await trade.getOffer(offerId)).state).toBe('sent');
    clock = T0 + 7000;
    expect(await trade.getOffer(offerId)).toEqual(offer('accepted', 7000));
  });

  it('with failure rate 1 ends every offer declined or failed, with a reason, at the accept time', async () => {
    const trade = await provider({ failureRate: 1 });
    const offers = await Promise.all(Array.from({ length: 8 }, () => trade.sendOffer(aBill())));
    clock = T0 + 2000;
    for (const { offerId } of offers) expect((await trade.getOffer(offerId)).state).toBe('sent');
    clock = T0 + 7000;
    for (const { offerId } of offers) {
      const offer = await trade.getOffer(offerId);
      expect(['declined', 'failed']).toContain(offer.state);
      expect(offer.reason).toMatch(/^[a-z_]+$/);
      expect(offer.updatedAt).toEqual(new Date(T0 + 7000));
    }
  });

  it('with failure rate 0 accepts every offer', async () => {
    const trade = await provider({ failureRate: 0, random: () => 0 });
    const offers = await Promise.all(Array.from({ length: 8 }, () => trade.sendOffer(aBill())));
    clock = T0 + 7000;
    for (const { offerId } of offers) expect(await trade.getOffer(offerId)).toMatchObject({ state: 'accepted' });
  });

  it('decides the outcome once, at creation: a later rate or roll does not change it', async () => {
    // Draws: no outage (0.9), failing (0.1 < 0.5), the third failure kind (0.6).
    const failing = await provider({ failureRate: 0.5, random: scripted(0.9, 0.1, 0.6) });
    const { offerId } = await failing.sendOffer(aBill());
    const lenient = await provider({ failureRate: 0, random: () => 0.99 });
    clock = T0 + 7000;
    expect(await lenient.getOffer(offerId)).toMatchObject({ state: 'failed', reason: 'trade_hold' });
  });

  it('keeps offers across a new provider instance on the same database (a restart)', async () => {
    const before = await provider();
    const bill = aBill();
    const { offerId } = await before.sendOffer(bill);
    const after = await provider();
    expect(await after.sendOffer(bill)).toEqual({ offerId });
    clock = T0 + 3000;
    expect(await after.getOffer(offerId)).toMatchObject({ offerId, billId: bill.billId, state: 'sent' });
    const [view] = await after.list({ billId: bill.billId });
    expect(view.items).toEqual(bill.items);
    expect(view.tradeUrl).toBe(TRADE_URL);
  });

  it('fails transiently before creating the offer: the retry creates it', async () => {
    const trade = await provider({ unavailableRate: 0.5, random: scripted(0.2, 0.3) });
    const bill = aBill();
    expect(await thrown(trade.sendOffer(bill))).toBeInstanceOf(TradeProviderUnavailableError);
    expect(await trade.list({ billId: bill.billId })).toEqual([]);
    trade.random = scripted(0.9);
    const { offerId } = await trade.sendOffer(bill);
    expect((await trade.getOffer(offerId)).billId).toBe(bill.billId);
  });

  it('fails transiently after creating the offer (the response is lost): the retry returns that same offer', async () => {
    const trade = await provider({ unavailableRate: 0.5, random: scripted(0.2, 0.7) });
    const bill = aBill();
    expect(await thrown(trade.sendOffer(bill))).toBeInstanceOf(TradeProviderUnavailableError);
    const [created] = await trade.list({ billId: bill.billId });
    expect(created).toBeDefined();
    trade.random = scripted(0.9);
    expect(await trade.sendOffer(bill)).toEqual({ offerId: created.offerId });
  });

  it('with unavailable rate 1 always throws TradeProviderUnavailableError; with 0 never', async () => {
    const down = await provider({ unavailableRate: 1 });
    for (let i = 0; i < 5; i++)
      expect(await thrown(down.sendOffer(aBill()))).toBeInstanceOf(TradeProviderUnavailableError);
    const up = await provider({ unavailableRate: 0 });
    for (let i = 0; i < 5; i++) await expect(up.sendOffer(aBill())).resolves.toHaveProperty('offerId');
  });

  it('fails an offer to a malformed trade URL at once, with a reason', async () => {
    const trade = await provider();
    const { offerId } = await trade.sendOffer(aBill({ tradeUrl: 'https://example.com/not-a-trade-url' }));
    expect(await trade.getOffer(offerId)).toMatchObject({
      state: 'failed',
      reason: 'trade_url_invalid',
      updatedAt: new Date(T0),
    });
  });

  it('throws TradeOfferNotFoundError for an unknown offer and refuses a bill without items', async () => {
    const trade = await provider();
    expect(await thrown(trade.getOffer('sandbox-nope'))).toBeInstanceOf(TradeOfferNotFoundError);
    expect(String(await thrown(trade.sendOffer(aBill({ items: [] }))))).toMatch(/no items/);
  });

  it('forces an outcome now while the offer is open, and not after it settled', async () => {
    const trade = await provider();
    const accepted = await trade.sendOffer(aBill());
    const declined = await trade.sendOffer(aBill());
    const late = await trade.sendOffer(aBill());
    clock = T0 + 500;
    expect(await trade.forceOutcome(accepted.offerId, 'accepted')).toMatchObject({
      state: 'accepted',
      updatedAt: new Date(T0 + 500),
    });
    expect(await trade.forceOutcome(declined.offerId, 'declined')).toMatchObject({
      state: 'declined',
      reason: 'declined_by_player',
    });
    expect(await trade.forceOutcome(accepted.offerId, 'declined')).toMatchObject({ state: 'accepted' });
    clock = T0 + 7000;
    expect(await trade.forceOutcome(late.offerId, 'declined')).toMatchObject({
      state: 'accepted',
      updatedAt: new Date(T0 + 7000),
    });
    expect(await trade.getOffer(declined.offerId)).toMatchObject({ state: 'declined', updatedAt: new Date(T0 + 500) });
    expect(await thrown(trade.forceOutcome('sandbox-nope', 'accepted'))).toBeInstanceOf(TradeOfferNotFoundError);
  });

  it('refuses settings out of range', async () => {
    await expect(provider({ failureRate: 1.5 })).rejects.toThrow(/failureRate/);
    await expect(provider({ unavailableRate: -0.1 })).rejects.toThrow(/unavailableRate/);
    await expect(provider({ sendDelayMs: Number.NaN })).rejects.toThrow(/sendDelayMs/);
  });
});
