// What Waxpeer's answers mean for a bill, as pure functions: the trade link's partner and token,
// a refused purchase's reason, and a trade's status as a TradeOfferState.
//
// Trade status (check-many-steam / check-many-project-id `status`), as Waxpeer's API reference and
// public integrations describe it:
//   0 processing, 1 waiting for the seller, 2 the seller is preparing the trade   -> created
//   3 not documented: read as still in progress                                    -> created
//   4 the trade offer is sent to the buyer (it carries a Steam trade_id)          -> sent
//   5 done: the buyer accepted                                                      -> accepted
//   6 cancelled (seller failed to send, buyer declined or never accepted, bad link) -> declined / failed
// Any other number is read as in progress (created: the bill keeps its stage and is asked again).
// Waxpeer refunds its account balance itself when a trade ends in 6; the bill's item is returned.
import type { TradeOfferState } from '../trade-provider.port';

/** A Steam trade-offer URL's two parts Waxpeer takes: partner (the account id) and token. */
export interface TradeLink {
  partner: string;
  token: string;
}

/** partner and token of https://steamcommunity.com/tradeoffer/new/?partner=<digits>&token=<8 chars>; null otherwise. */
export function tradeLinkOf(url: string): TradeLink | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.hostname !== 'steamcommunity.com') return null;
  if (parsed.pathname.replace(/\/+$/, '') !== '/tradeoffer/new') return null;
  const partner = parsed.searchParams.get('partner') ?? '';
  const token = parsed.searchParams.get('token') ?? '';
  if (!/^\d{1,10}$/.test(partner) || !/^[A-Za-z0-9_-]{8}$/.test(token)) return null;
  return { partner, token };
}

/** How a purchase answered `{success: false, msg}` is taken. */
export type Refusal =
  /** The purchase will not happen: the offer ends failed with this reason (the bill is returned). */
  | { kind: 'refused'; reason: string }
  /** This project_id was used already: an earlier attempt bought it; look it up. */
  | { kind: 'duplicate' }
  /** Our side cannot buy now (wrong key, purchases switched off at Waxpeer): retry later. */
  | { kind: 'unavailable' };

const REFUSALS: readonly [RegExp, Refusal][] = [
  [/project.?id/i, { kind: 'duplicate' }],
  [/wrong api|api key|method not found|buy_csgo|buy_rust|system busy|try again/i, { kind: 'unavailable' }],
  [/not enough money|nofunds|insufficient|balance/i, { kind: 'refused', reason: 'marketplace_balance_low' }],
  [/trade ?link|trade url|partner|token|can't trade|private/i, { kind: 'refused', reason: 'trade_url_invalid' }],
  // "Item price has increased or item is no longer available", "price too low": nothing at or under our ceiling.
  [/price/i, { kind: 'refused', reason: 'price_above_ceiling' }],
  [/no items|not found|no longer available|sold/i, { kind: 'refused', reason: 'items_unavailable' }],
];

export function refusalOf(message: string | undefined): Refusal {
  const text = message ?? '';
  return REFUSALS.find(([pattern]) => pattern.test(text))?.[1] ?? { kind: 'refused', reason: 'marketplace_refused' };
}

export interface OfferStatus {
  state: TradeOfferState;
  reason?: string;
}

/** A trade's status (and, for 6, Waxpeer's reason text) as the port's offer state. */
export function offerStatusOf(status: number, reason: string | null | undefined): OfferStatus {
  switch (status) {
    case 4:
      return { state: 'sent' };
    case 5:
      return { state: 'accepted' };
    case 6:
      return cancelled(reason ?? '');
    default:
      return { state: 'created' };
  }
}

function cancelled(reason: string): OfferStatus {
  if (/trade ?link|tradelink|validate|private|can't trade|trade ban/i.test(reason)) {
    return { state: 'failed', reason: 'trade_url_invalid' };
  }
  if (/expire/i.test(reason)) return { state: 'declined', reason: 'expired' };
  if (/buyer|declined/i.test(reason)) return { state: 'declined', reason: 'declined_by_player' };
  if (/seller/i.test(reason)) return { state: 'failed', reason: 'seller_failed_to_send' };
  return { state: 'failed', reason: 'marketplace_cancelled' };
}
