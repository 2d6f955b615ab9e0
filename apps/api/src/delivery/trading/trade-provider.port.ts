// The trading-provider port: how extracted items leave the platform. An outside trade service (a
// Steam trade bot) holds the items and sends them to the player's Steam account as a trade offer; we
// ask it to send one per bill and then follow the offer until it settles.
//
// Offer lifecycle (a Steam trade offer as a bot API reports it) and the bill status it suggests
// (contract section 7):
//   created   the bot accepted the request and is preparing the offer (Steam: created, awaiting the
//             bot's mobile confirmation)                                     -> 5 shipping
//   sent      the offer is in the player's Steam inbox (Steam: Active)         -> 6 awaiting receipt
//   accepted  the player accepted; the items are theirs (Steam: Accepted)      -> 1 extracted (done)
//   declined  the player declined it, or it expired or was countered/cancelled -> the bill is returned
//   failed    it could not be made or completed: bad trade URL, trade hold (escrow), items no longer
//             in the bot's inventory, account cannot trade                       -> the bill is returned
// accepted, declined and failed are final; `reason` says why for the last two.
//
// Calling it:
//   - sendOffer is idempotent by billId: calling it again for the same bill (after a crash, a timeout
//     or a TradeProviderUnavailableError) returns the same offer and never sends a second one. So a
//     caller may always retry; it must never invent a new key for the same bill.
//   - A transient outage (timeout, 5xx, rate limit) throws TradeProviderUnavailableError: retry later
//     with the same billId. The request may or may not have created the offer; the retry tells.
//   - A refusal (bad trade URL, items unavailable) is not thrown: it is an offer that ends `failed`
//     with a reason, so permanent failures take one path.
//   - getOffer reads the current state (poll it; real adapters may also throw
//     TradeProviderUnavailableError from it). An unknown offer id throws TradeOfferNotFoundError.
//
// Plugging in a real adapter: implement TradeProvider in `delivery/trading/<name>-trade.provider.ts`
// (mapping the service's states to TradeOfferState, its idempotency key or a lookup by our billId onto
// sendOffer, its timeouts/5xx onto TradeProviderUnavailableError), add its settings to AppConfig, and
// add one entry to TRADE_ADAPTERS in delivery-trading.module.ts; TRADE_PROVIDER=<name>
// selects it. A service that pushes webhooks instead keeps their last state in its own table and
// answers getOffer from it.
import type { Hundredths } from '@lootledger/contracts';

export const TRADE_PROVIDER = Symbol('TRADE_PROVIDER');

export type TradeOfferState = 'created' | 'sent' | 'accepted' | 'declined' | 'failed';

export const FINAL_TRADE_OFFER_STATES: readonly TradeOfferState[] = ['accepted', 'declined', 'failed'];

export interface TradeItem {
  /** Steam market hash name, e.g. "AK-47 | Redline (Field-Tested)": what the bot looks up. */
  hashName: string;
  /** Display name. */
  name: string;
  /** The item's value in hundredths (declared value; never a float). */
  value: Hundredths;
}

export interface SendOfferRequest {
  /** The bill being delivered; the idempotency key: the same billId returns the same offer. */
  billId: string;
  /** The player's Steam trade-offer URL. */
  tradeUrl: string;
  items: readonly TradeItem[];
}

export interface TradeOffer {
  offerId: string;
  billId: string;
  state: TradeOfferState;
  /** Why an offer was declined or failed, e.g. declined_by_player, expired, trade_url_invalid. */
  reason?: string;
  /** When the offer reached its current state. */
  updatedAt: Date;
}

export interface TradeProvider {
  sendOffer(request: SendOfferRequest): Promise<{ offerId: string }>;
  getOffer(offerId: string): Promise<TradeOffer>;
}

/** The trade service could not be reached or answered with a temporary error: retry with the same billId. */
export class TradeProviderUnavailableError extends Error {
  constructor(
    message = 'the trade provider is temporarily unavailable',
    /** A hint from the service (e.g. Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TradeProviderUnavailableError';
  }
}

export class TradeOfferNotFoundError extends Error {
  constructor(readonly offerId: string) {
    super(`no such trade offer: ${offerId}`);
    this.name = 'TradeOfferNotFoundError';
  }
}

export function isFinalTradeOfferState(state: TradeOfferState): boolean {
  return FINAL_TRADE_OFFER_STATES.includes(state);
}
