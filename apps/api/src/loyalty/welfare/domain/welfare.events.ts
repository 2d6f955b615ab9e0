// The welfare centre's facts on the player stream, registered as extensions of the ledger's player
// account kind: SignedIn (one per calendar day; its random parts drawn on the player's active seed
// pair) and RegistrationPacketDrawn (once per player). Each lands in the same append as the coins it
// credits (CoinsCredited SIGN_IN_PACKET / RED_PACKET / REGISTRATION_PACKET); the draws spend nonces.
import { PLAYER_ACCOUNT, withNoncesUsed } from '../../../ledger';
import { defineEvent, extension, type EventCheck } from '../../../platform/event-sourcing';

/** Which reward a draw paid: 'award' (day 7), 'month_packet' (the recharge-month packet), 'registration'. */
export type RewardPurpose = 'award' | 'month_packet' | 'registration';

/**
 * A random reward drawn from weighted tiers (rule 'tiers', since issue 27): libs/fairness tierReward,
 * the weighted pick over [amount, weight] in the recorded tier order; ticket = floor(f × Σ weights).
 */
export interface TierRewardDraw {
  readonly purpose: RewardPurpose;
  readonly rule: 'tiers';
  readonly nonce: number;
  readonly cursor: number;
  /** The tiers drawn from, in draw order: amounts in hundredths, positive integer weights. */
  readonly tiers: readonly { readonly amount: string; readonly weight: number }[];
  readonly ticket: number;
  /** The amount drawn (the amount of the tier picked), hundredths. */
  readonly roll: string;
}

/**
 * A random reward of a uniform range (the rule before tiers; no `rule` field): fairness.md "Random
 * rewards", min + floor(f × (max − min + 1)) hundredths. Only in events recorded before tiers; the
 * audit and the verify page keep re-checking them with that rule.
 */
export interface RangeRewardDraw {
  readonly purpose: RewardPurpose;
  readonly rule?: undefined;
  readonly nonce: number;
  readonly cursor: number;
  /** The range, hundredths. */
  readonly min: string;
  readonly max: string;
  /** The amount drawn, hundredths. */
  readonly roll: string;
}

/** One random reward as its fact records it: a tier draw, or a range draw of an older event. */
export type RewardDraw = TierRewardDraw | RangeRewardDraw;

export function isTierDraw(draw: RewardDraw): draw is TierRewardDraw {
  return draw.rule === 'tiers';
}

export interface PairDraws {
  readonly pair_id: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly draws: readonly RewardDraw[];
}

export interface SignedInData extends PairDraws {
  /** The calendar day in the sign-in time zone, YYYY-MM-DD, and the zone. */
  readonly day: string;
  readonly time_zone: string;
  /** 1..7 in the streak. */
  readonly streak_day: number;
  /** The day's table amount, the random award (0 but on day 7) and the month packet (0 if none), hundredths. */
  readonly bean: string;
  readonly award: string;
  readonly month_packet: string;
  /** Sign-ins of this calendar month including this one. */
  readonly month_sign_ins: number;
}

export interface SignedIn {
  readonly type: 'SignedIn';
  readonly data: SignedInData;
}

export interface RegistrationPacketDrawnData extends PairDraws {
  readonly amount: string;
}

export interface RegistrationPacketDrawn {
  readonly type: 'RegistrationPacketDrawn';
  readonly data: RegistrationPacketDrawnData;
}

const parseDraws = <T extends PairDraws>(data: Record<string, unknown>, check: EventCheck): T => {
  check.that(typeof data.pair_id === 'string' && Array.isArray(data.draws), 'draws missing');
  return data as unknown as T;
};

export const SIGNED_IN = defineEvent('SignedIn', { parse: (data, check): SignedInData => parseDraws(data, check) });
export const REGISTRATION_PACKET_DRAWN = defineEvent('RegistrationPacketDrawn', {
  parse: (data, check): RegistrationPacketDrawnData => parseDraws(data, check),
});

const spend = <S extends Parameters<typeof withNoncesUsed>[0]>(state: S, data: PairDraws) =>
  data.draws.length === 0
    ? state
    : withNoncesUsed(state, data.pair_id, Math.max(...data.draws.map((draw) => draw.nonce)) + 1);

export const SIGNED_IN_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, SIGNED_IN, (state, event) =>
  spend(state, event.data),
);
export const REGISTRATION_PACKET_ON_PLAYER_ACCOUNTS = extension(
  PLAYER_ACCOUNT,
  REGISTRATION_PACKET_DRAWN,
  (state, event) => spend(state, event.data),
);

/** The nonces a welfare fact used (pair-nonces audit). */
export function welfareNonces(data: Record<string, unknown>): { pairId: string; nonces: number[] } {
  return { pairId: String(data.pair_id), nonces: (data.draws as RewardDraw[]).map((draw) => draw.nonce) };
}
