// Response shapes of the games' player calls (contract section 7; fairness.md "Seeds"): opening a
// box with its provably fair draws, the seed pairs, and a player's opening history.
import { GAME_PAIR_DRAW_GAMES, type GamePairDrawGame } from '../games';

/** An item as it was granted (the event's copy of the catalogue), in the request language. */
export interface GrantedItemResponse {
  id: string;
  name: string;
  hash_name: string;
  cover: string;
  /** The item's value, two decimals: what recycling pays. */
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
}

/** An item an opening just put in the backpack. */
export interface OpenedItemResponse extends GrantedItemResponse {
  /** The new backpack entry (what POST /api/cash and /api/extract take). */
  storage_id: string;
}

/** One draw of an opening, with everything needed to recompute it once the server seed is revealed. */
export interface DrawResponse {
  /** The seed pair that drew (GET /api/fairness/pairs/{pair_id}/draws once it is revealed). */
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  /** floor(f x W): the position in the pool's total weight. */
  ticket: number;
  /** The same ticket (the contract's name for it). */
  roll: number;
}

/** data of POST /api/box/open. */
export interface OpenedBoxResponse {
  open_id: string;
  items: OpenedItemResponse[];
  /** Balance after the opening, two decimals. */
  bean: string;
  fairness: DrawResponse[];
}

/** data of GET /api/fairness: the active seed pair. */
export interface SeedPairResponse {
  /** SHA-256 of the secret server seed: the commitment shown before any draw. */
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next draw uses. */
  nonce: number;
}

/** A retired seed pair, its server seed now public. */
export interface RevealedSeedPairResponse {
  pair_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Draws served: nonces 0 .. nonce-1. */
  nonce: number;
}

/** data of POST /api/fairness/rotate: the new active pair and the retired one. */
export interface RotatedSeedPairResponse extends SeedPairResponse {
  /** The old pair's server seed, revealed (null when there was no old pair). */
  server_seed: string | null;
  revealed: RevealedSeedPairResponse | null;
}

/** One entry of GET /api/fairness/history. */
export interface SeedPairHistoryItemResponse extends RevealedSeedPairResponse {
  created_at: string;
  revealed_at: string;
}

export interface BoxOpeningBoxResponse {
  id: string;
  name: string;
  cover: string;
  /** Price of one opening, two decimals. */
  price: string;
}

/** One entry of GET /api/history/{user_id}: an opening with the items it dropped. */
export interface BoxOpeningResponse {
  open_id: string;
  box: BoxOpeningBoxResponse;
  num: number;
  items: GrantedItemResponse[];
  created_at: string;
}

// ---- Upgrade ("dream", contract section 12) ----

/** An upgrade target in GET /api/upgrade/items. */
export interface UpgradeItemResponse {
  id: string;
  name: string;
  cover: string;
  /** The target's value. */
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
}

/** data of GET /api/upgrade/quote: the rate and its price (price = ceil(rate × value ÷ rtp)). */
export interface UpgradeQuoteResponse {
  item_id: string;
  /** Basis points, 500..7500. */
  rate: number;
  /** The whole price at that rate. */
  price: string;
  /** The staked items' value (when storage_ids were given, else "0.00"). */
  stake_value: string;
  /** The part of the price paid in coins. */
  coins: string;
  /** RTP as a percent: "95.00". */
  rtp: string;
}

/** The draw of an upgrade: fairness.md "Upgrade" (success when roll < rate). */
export interface UpgradeDrawResponse {
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  /** floor(f × 10000). */
  roll: number;
}

/** data of POST /api/upgrade. */
export interface UpgradeResultResponse {
  upgrade_id: string;
  success: boolean;
  price: string;
  /** The part of the price paid in coins. */
  coins: string;
  stake_value: string;
  staked_storage_ids: string[];
  rate: number;
  /** The target (granted only on success). */
  item: UpgradeItemResponse;
  /** The target's backpack entry on success, else null. */
  storage_id: string | null;
  fairness: UpgradeDrawResponse;
  /** Balance after. */
  bean: string;
}

/** An attempt in GET /api/upgrade/history and /api/upgrade/recent. */
export interface UpgradeRecordResponse extends Omit<UpgradeResultResponse, 'bean'> {
  player_id: string;
  created_at: string;
}

// The contract game (section 12): 3 to 9 backpack items in, one item out, drawn from a pool solved
// so that its expected value is RTP x the inputs' total (libs/fairness contractPool).

/** One item a contract can return, with its share of the pool. */
export interface ContractPoolItemResponse {
  id: string;
  name: string;
  cover: string;
  bean: string;
  lv: number;
  weight: number;
  /** weight / total weight as a percent string, e.g. "12.3456". */
  odds: string;
}

/** data of GET /api/contract/preview. */
export interface ContractPreviewResponse {
  /** The inputs' total, two decimals. */
  total: string;
  /** The pool's expected value (RTP x total within a hundredth), two decimals. */
  expected: string;
  /** Ordered [item_id, weight]: what the draw picks from. */
  pool: [string, number][];
  /** The same pool with what the page shows of each item. */
  items: ContractPoolItemResponse[];
}

/** The draw of a contract (fairness.md "What every draw records"). */
export interface ContractDrawResponse {
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
}

/** data of POST /api/contract. */
export interface ContractResponse {
  id: string;
  item: GrantedItemResponse;
  storage_id: string;
  pool: [string, number][];
  ticket: number;
  fairness: ContractDrawResponse;
  total: string;
  expected: string;
}

/** One of a player's contracts (GET /api/contract/history). */
export interface ContractRecordResponse extends ContractResponse {
  inputs: { storage_id: string; item_id: string; bean: string }[];
  created_at: string;
}

// Verify everything (contract section 12): every draw a revealed seed pair served, across games.

/** The games that draw on a player's seed pair (fairness.md). */
export type PairDrawGame = 'box' | GamePairDrawGame | 'sign_in' | 'red_packet' | 'registration_packet';
/** In the order the API documents them: box openings, the games', loyalty's rewards. */
export const PAIR_DRAW_GAMES: readonly PairDrawGame[] = [
  'box',
  ...GAME_PAIR_DRAW_GAMES,
  'sign_in',
  'red_packet',
  'registration_packet',
];

/**
 * One draw of GET /api/fairness/pairs/{pair_id}/draws, in nonce order, with what fairness.md "What
 * every draw records" lists, so a browser recomputes it with libs/fairness:
 * - box, contract: `roll` = `ticket` = floor(f × W) over `pool`; `result.item_id` the item drawn.
 * - upgrade: `roll` = floor(f × 10000), `rate` in basis points; `result.success` = roll < rate.
 * - sign_in, registration_packet drawn from weighted tiers: `pool` = the tiers as [amount, weight] in
 *   draw order, `roll` = `ticket` = floor(f × W), `result.amount` = the amount of the tier picked (the
 *   box's weighted pick over the tiers); `range` = the smallest and largest tier amount.
 *   Older ones (a uniform range, no `pool`): `range` {min, max}; `roll` = floor(f × (max − min + 1))
 *   in hundredths; `result.amount` = min + roll.
 * - red_packet: `roll` = f itself (the campaign turns it into the share); `result` is {}.
 */
export interface PairDrawResponse {
  game: PairDrawGame;
  /** The fact that drew: the open, upgrade or contract id, the sign-in day, the campaign id. */
  ref: string;
  nonce: number;
  cursor: number;
  roll: number;
  ticket?: number;
  result: { item_id?: string; success?: boolean; amount?: string };
  pool?: [string, number][];
  rate?: number;
  range?: { min: string; max: string };
  server_seed_hash: string;
  client_seed: string;
  /** The revealed server seed of the pair. */
  server_seed: string;
  created_at: string;
}

/** data of GET /api/stats/live: the figures of the home page's live strip. */
export interface LiveStatsResponse {
  /** Boxes opened since `day_start` (an opening of n boxes counts n). */
  boxes_opened_today: number;
  /** Start of the site's calendar day (SIGN_IN_TIME_ZONE), ISO UTC. */
  day_start: string;
  /** Open websocket connections (browser tabs on the site, signed in or not) across API processes. */
  players_online: number;
  /** Box ids most opened over the last 7 days, most first (at most 6): the home page's featured boxes. */
  featured_box_ids: string[];
}
