// The arena's reward rules, pure: the daily ranking rewards by rank (spec section 9: 188, 108, 88,
// 66, 38, 28, 18, 16, 13, 10, and 8.8 for 11th to 20th) and the battle-damage rebate (a share of a
// player's net loss of the day, by the tier the whole loss falls in; the spec does not show the
// table, so it starts at 0–100 → 0 %, 100–500 → 1 %, 500 and more → 2 %). Staff edit both tables;
// a day's payout records the tables it used. Amounts are integer hundredths; a rebate rounds down.
// Two guards keep the ranking from leaking coins (issue 31: 188 paid for one battle of 2.57): an
// activity floor (a player is ranked, and paid, only with enough battles and value played that day)
// and a cap (the day's ranking rewards together are at most a share of the day's battle volume;
// above it every reward scales down in proportion, rounding down, the remainder unpaid).

export interface RankingReward {
  /** 1-based ranks, inclusive. */
  rankFrom: number;
  rankTo: number;
  /** Hundredths. */
  amount: bigint;
}

export interface RebateTier {
  /** The tier applies to a day's net loss of at least this much (hundredths). */
  minLoss: bigint;
  /** Basis points of the whole loss (100 = 1 %). */
  rateBp: number;
}

export const DEFAULT_RANKING_REWARDS: readonly RankingReward[] = [
  ...[18_800n, 10_800n, 8_800n, 6_600n, 3_800n, 2_800n, 1_800n, 1_600n, 1_300n, 1_000n].map((amount, index) => ({
    rankFrom: index + 1,
    rankTo: index + 1,
    amount,
  })),
  { rankFrom: 11, rankTo: 20, amount: 880n },
];

export const DEFAULT_REBATE_TIERS: readonly RebateTier[] = [
  { minLoss: 0n, rateBp: 0 },
  { minLoss: 10_000n, rateBp: 100 },
  { minLoss: 50_000n, rateBp: 200 },
];

/** Who counts in a day's ranking: at least this many battles and this much value played (hundredths). */
export interface RankingFloor {
  minBattles: number;
  minPlayed: bigint;
}

/** The ranking's guards as staff set them: the activity floor and the cap on a day's rewards. */
export interface RankingSettings extends RankingFloor {
  /** The day's ranking rewards together are at most this share of the day's battle volume (basis points). */
  payoutCapBp: number;
}

/** 3 battles and 50.00 played; the rewards at most 5 % of the day's volume. */
export const DEFAULT_RANKING_SETTINGS: RankingSettings = { minBattles: 3, minPlayed: 5_000n, payoutCapBp: 500 };

/** True when a player's day (battles, value played) reaches the floor. */
export function meetsFloor(floor: RankingFloor, day: { games: number; played: bigint }): boolean {
  return day.games >= floor.minBattles && day.played >= floor.minPlayed;
}

/** The most a day's ranking rewards may pay together: the cap's share of the volume, rounded down. */
export function payoutCap(volume: bigint, capBp: number): bigint {
  return volume > 0n ? (volume * BigInt(capBp)) / 10_000n : 0n;
}

/**
 * The rewards a day pays: as the table says when they fit under the cap; otherwise each scaled by
 * cap / total, rounded down to the hundredth (the remainder is not paid). Same order as given.
 */
export function cappedRewards(amounts: readonly bigint[], cap: bigint): bigint[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  if (total <= cap) return [...amounts];
  return amounts.map((amount) => (amount * cap) / total);
}

/** The reward of a rank (0 when no row covers it). */
export function rewardForRank(rewards: readonly RankingReward[], rank: number): bigint {
  return rewards.find((reward) => rank >= reward.rankFrom && rank <= reward.rankTo)?.amount ?? 0n;
}

/** The rebate of a day's net loss: the rate of the highest tier it reaches, of the whole loss, rounded down. */
export function rebateForLoss(tiers: readonly RebateTier[], loss: bigint): { rateBp: number; amount: bigint } {
  if (loss <= 0n) return { rateBp: 0, amount: 0n };
  const tier = [...tiers]
    .sort((a, b) => (a.minLoss < b.minLoss ? 1 : -1))
    .find((candidate) => loss >= candidate.minLoss);
  const rateBp = tier?.rateBp ?? 0;
  return { rateBp, amount: (loss * BigInt(rateBp)) / 10_000n };
}

/** Checks a staff edit: ranks 1.., from ≤ to, no overlap; amounts ≥ 0. Returns a message or null. */
export function rankingRewardsProblem(rewards: readonly RankingReward[]): string | null {
  const sorted = [...rewards].sort((a, b) => a.rankFrom - b.rankFrom);
  for (const [index, reward] of sorted.entries()) {
    if (!Number.isInteger(reward.rankFrom) || reward.rankFrom < 1 || reward.rankTo < reward.rankFrom)
      return `ranks ${reward.rankFrom}–${reward.rankTo} are not a range`;
    if (reward.amount < 0n) return 'an amount is negative';
    if (index > 0 && reward.rankFrom <= sorted[index - 1].rankTo) return `rank ${reward.rankFrom} has two rewards`;
  }
  return null;
}
