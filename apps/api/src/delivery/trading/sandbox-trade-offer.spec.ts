import {
  canForceOutcome,
  looksLikeTradeUrl,
  planSandboxOffer,
  sandboxOfferStateAt,
  SANDBOX_FAILURES,
  type SandboxOfferTimeline,
} from './sandbox-trade-offer';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_-12';
const T0 = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const settings = { sendDelayMs: 2000, acceptDelayMs: 5000, failureRate: 0.1 };

function plan(
  failureRoll: number,
  reasonRoll = 0,
  tradeUrl = TRADE_URL,
  failureRate = settings.failureRate,
): SandboxOfferTimeline {
  return {
    ...planSandboxOffer({ createdAt: T0, tradeUrl, settings: { ...settings, failureRate }, failureRoll, reasonRoll }),
    forced: null,
  };
}

describe('planSandboxOffer', () => {
  it('schedules sent after the send delay and the outcome after the accept delay more', () => {
    expect(plan(0.5)).toMatchObject({
      createdAt: T0,
      sendAt: at(2000),
      settleAt: at(7000),
      outcome: 'accepted',
      outcomeReason: null,
    });
  });

  it('fails when the roll is below the rate: never at rate 0, always at rate 1', () => {
    expect(plan(0.09).outcome).not.toBe('accepted');
    expect(plan(0.1).outcome).toBe('accepted');
    expect(plan(0, 0, TRADE_URL, 0).outcome).toBe('accepted');
    expect(plan(0.999999, 0, TRADE_URL, 1).outcome).not.toBe('accepted');
  });

  it('picks how it fails from the reason roll, over every listed failure', () => {
    const seen = [0, 0.25, 0.5, 0.75, 0.9999].map((roll) => {
      const { outcome, outcomeReason } = plan(0, roll);
      return { outcome, reason: outcomeReason };
    });
    expect(seen.slice(0, 4)).toEqual(SANDBOX_FAILURES);
    expect(seen[4]).toEqual(SANDBOX_FAILURES[3]);
  });

  it('fails a malformed trade URL at once (trade_url_invalid), whatever the rolls', () => {
    const offer = plan(0.99, 0, 'https://example.com/not-steam');
    expect(offer).toMatchObject({ sendAt: T0, settleAt: T0, outcome: 'failed', outcomeReason: 'trade_url_invalid' });
    expect(sandboxOfferStateAt(offer, T0)).toEqual({ state: 'failed', reason: 'trade_url_invalid', updatedAt: T0 });
  });
});

describe('sandboxOfferStateAt', () => {
  it('is created, then sent, then accepted, each with the time it got there', () => {
    const offer = plan(0.5);
    expect(sandboxOfferStateAt(offer, T0)).toEqual({ state: 'created', updatedAt: T0 });
    expect(sandboxOfferStateAt(offer, at(1999))).toEqual({ state: 'created', updatedAt: T0 });
    expect(sandboxOfferStateAt(offer, at(2000))).toEqual({ state: 'sent', updatedAt: at(2000) });
    expect(sandboxOfferStateAt(offer, at(6999))).toEqual({ state: 'sent', updatedAt: at(2000) });
    expect(sandboxOfferStateAt(offer, at(7000))).toEqual({ state: 'accepted', updatedAt: at(7000) });
    expect(sandboxOfferStateAt(offer, at(10_000_000))).toEqual({ state: 'accepted', updatedAt: at(7000) });
  });

  it('ends a failing offer declined or failed with its reason at the accept time', () => {
    const offer = plan(0, 0);
    expect(sandboxOfferStateAt(offer, at(3000)).state).toBe('sent');
    expect(sandboxOfferStateAt(offer, at(7000))).toEqual({
      state: 'declined',
      reason: 'declined_by_player',
      updatedAt: at(7000),
    });
  });

  it('lets a forced outcome win from its time on', () => {
    const offer: SandboxOfferTimeline = {
      ...plan(0.5),
      forced: { outcome: 'declined', reason: 'declined_by_player', at: at(3000) },
    };
    expect(sandboxOfferStateAt(offer, at(2500)).state).toBe('sent');
    expect(sandboxOfferStateAt(offer, at(3000))).toEqual({
      state: 'declined',
      reason: 'declined_by_player',
      updatedAt: at(3000),
    });
    expect(sandboxOfferStateAt(offer, at(9000))).toEqual({
      state: 'declined',
      reason: 'declined_by_player',
      updatedAt: at(3000),
    });
  });
});

describe('canForceOutcome', () => {
  it('only before the offer settles, and only once', () => {
    const offer = plan(0.5);
    expect(canForceOutcome(offer, T0)).toBe(true);
    expect(canForceOutcome(offer, at(6999))).toBe(true);
    expect(canForceOutcome(offer, at(7000))).toBe(false);
    expect(canForceOutcome({ ...offer, forced: { outcome: 'accepted', reason: null, at: T0 } }, at(1))).toBe(false);
  });
});

describe('looksLikeTradeUrl', () => {
  it('accepts a Steam trade-offer URL only', () => {
    expect(looksLikeTradeUrl(TRADE_URL)).toBe(true);
    expect(looksLikeTradeUrl(` ${TRADE_URL} `)).toBe(true);
    expect(looksLikeTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=1&token=short')).toBe(false);
    expect(looksLikeTradeUrl('http://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_-12')).toBe(false);
  });
});
