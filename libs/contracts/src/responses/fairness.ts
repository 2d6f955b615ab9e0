// Response shapes of verify everything (GET /api/fairness/pairs/{pair_id}/draws): every draw a
// revealed seed pair served, across games (box openings, the games', loyalty's rewards).
import { GAME_PAIR_DRAW_GAMES, type GamePairDrawGame } from '../games';

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
  /** item_name: the item drawn, named in the request's language (box, contract). */
  result: { item_id?: string; item_name?: string; success?: boolean; amount?: string };
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
