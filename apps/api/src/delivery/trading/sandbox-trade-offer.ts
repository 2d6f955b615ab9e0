// The sandbox trade offer's life, as pure functions: planned once at creation (when it will be sent,
// when it will settle and how), its state at any later time read from that plan. Nothing advances in
// the background: the state follows from the stored times, so it survives restarts as is.
import type { TradeOfferState } from './trade-provider.port';

export type SandboxOutcome = 'accepted' | 'declined' | 'failed';

export interface SandboxOfferPlan {
  createdAt: Date;
  /** created -> sent */
  sendAt: Date;
  /** sent -> the outcome */
  settleAt: Date;
  outcome: SandboxOutcome;
  outcomeReason: string | null;
}

/** An outcome forced now through the sandbox endpoints (tests and demos). */
export interface ForcedOutcome {
  outcome: SandboxOutcome;
  reason: string | null;
  at: Date;
}

export interface SandboxOfferTimeline extends SandboxOfferPlan {
  forced: ForcedOutcome | null;
}

export interface SandboxTradeSettings {
  sendDelayMs: number;
  acceptDelayMs: number;
  /** 0..1: the share of offers that end declined or failed. */
  failureRate: number;
}

/** How an unlucky sandbox offer ends, as a real one can. */
export const SANDBOX_FAILURES: readonly { outcome: Exclude<SandboxOutcome, 'accepted'>; reason: string }[] = [
  { outcome: 'declined', reason: 'declined_by_player' },
  { outcome: 'declined', reason: 'expired' },
  { outcome: 'failed', reason: 'trade_hold' },
  { outcome: 'failed', reason: 'items_unavailable' },
];

// Steam trade-offer URL: https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<8 characters>
const TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d{1,10}&token=[A-Za-z0-9_-]{8}$/;

export function looksLikeTradeUrl(url: string): boolean {
  return TRADE_URL.test(url.trim());
}

/**
 * Plans an offer. `failureRoll` and `reasonRoll` are uniform draws in [0, 1): the offer fails when
 * failureRoll < failureRate (so rate 0 never fails and rate 1 always does), reasonRoll picks how.
 * A malformed trade URL fails at once, as Steam refuses such an offer outright.
 */
export function planSandboxOffer(input: {
  createdAt: Date;
  tradeUrl: string;
  settings: SandboxTradeSettings;
  failureRoll: number;
  reasonRoll: number;
}): SandboxOfferPlan {
  const { createdAt, settings } = input;
  if (!looksLikeTradeUrl(input.tradeUrl)) {
    return { createdAt, sendAt: createdAt, settleAt: createdAt, outcome: 'failed', outcomeReason: 'trade_url_invalid' };
  }
  const sendAt = new Date(createdAt.getTime() + settings.sendDelayMs);
  const settleAt = new Date(sendAt.getTime() + settings.acceptDelayMs);
  if (input.failureRoll < settings.failureRate) {
    const failure =
      SANDBOX_FAILURES[Math.min(SANDBOX_FAILURES.length - 1, Math.floor(input.reasonRoll * SANDBOX_FAILURES.length))];
    return { createdAt, sendAt, settleAt, outcome: failure.outcome, outcomeReason: failure.reason };
  }
  return { createdAt, sendAt, settleAt, outcome: 'accepted', outcomeReason: null };
}

export interface SandboxOfferStatus {
  state: TradeOfferState;
  reason?: string;
  updatedAt: Date;
}

/** The offer's state at `now`: a forced outcome wins; otherwise created, then sent, then the planned outcome. */
export function sandboxOfferStateAt(offer: SandboxOfferTimeline, now: Date): SandboxOfferStatus {
  if (offer.forced && offer.forced.at.getTime() <= now.getTime())
    return settled(offer.forced.outcome, offer.forced.reason, offer.forced.at);
  if (now.getTime() >= offer.settleAt.getTime()) return settled(offer.outcome, offer.outcomeReason, offer.settleAt);
  if (now.getTime() >= offer.sendAt.getTime()) return { state: 'sent', updatedAt: offer.sendAt };
  return { state: 'created', updatedAt: offer.createdAt };
}

/** Whether an outcome may still be forced at `now`: only while the offer has not settled. */
export function canForceOutcome(offer: SandboxOfferTimeline, now: Date): boolean {
  return offer.forced === null && now.getTime() < offer.settleAt.getTime();
}

function settled(outcome: SandboxOutcome, reason: string | null, at: Date): SandboxOfferStatus {
  return reason === null ? { state: outcome, updatedAt: at } : { state: outcome, reason, updatedAt: at };
}
