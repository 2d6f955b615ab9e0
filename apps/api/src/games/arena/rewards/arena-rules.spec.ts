import {
  cappedRewards,
  DEFAULT_RANKING_REWARDS,
  DEFAULT_RANKING_SETTINGS,
  DEFAULT_REBATE_TIERS,
  meetsFloor,
  payoutCap,
  rankingRewardsProblem,
  rebateForLoss,
  rewardForRank,
} from './arena-rules';
import { decideDay, markPaid, type DayResults } from './arena-day';

/** No floor, no cap: the tables as they are. */
const UNGUARDED = { minBattles: 0, minPlayed: 0n, payoutCapBp: 10_000 };
const TABLES = { rewards: DEFAULT_RANKING_REWARDS, tiers: DEFAULT_REBATE_TIERS, settings: UNGUARDED };
const EMPTY = { decided: null, paid: false };

/** A player's day: battles, value played, value won (hundredths). */
function aDay(playerId: string, games: number, played: bigint, won: bigint) {
  return { playerId, games, played, won };
}

/** The results of a day from each player's day (ranked by value won, totals from the same rows). */
function results(...days: ReturnType<typeof aDay>[]): DayResults {
  return {
    ranking: [...days].filter((day) => day.won > 0n).sort((a, b) => Number(b.won - a.won)),
    totals: days.map((day) => ({ playerId: day.playerId, stake: day.played, won: day.won })),
  };
}

describe('arena reward rules', () => {
  it('pays the spec table: 188 … 10 for the top ten, 8.80 for 11th to 20th, nothing after', () => {
    const table = Array.from({ length: 21 }, (_, index) => rewardForRank(DEFAULT_RANKING_REWARDS, index + 1));
    expect(table).toEqual([
      18_800n,
      10_800n,
      8_800n,
      6_600n,
      3_800n,
      2_800n,
      1_800n,
      1_600n,
      1_300n,
      1_000n,
      ...Array(10).fill(880n),
      0n,
    ]);
  });

  it('rebates the whole loss at the rate of the tier it reaches, rounding down to the hundredth', () => {
    expect(rebateForLoss(DEFAULT_REBATE_TIERS, 9_999n)).toEqual({ rateBp: 0, amount: 0n });
    expect(rebateForLoss(DEFAULT_REBATE_TIERS, 10_000n)).toEqual({ rateBp: 100, amount: 100n });
    expect(rebateForLoss(DEFAULT_REBATE_TIERS, 12_345n)).toEqual({ rateBp: 100, amount: 123n });
    expect(rebateForLoss(DEFAULT_REBATE_TIERS, 50_000n)).toEqual({ rateBp: 200, amount: 1_000n });
    expect(rebateForLoss(DEFAULT_REBATE_TIERS, -5_000n)).toEqual({ rateBp: 0, amount: 0n });
  });

  it('refuses overlapping or backwards rank ranges and negative amounts', () => {
    expect(rankingRewardsProblem(DEFAULT_RANKING_REWARDS)).toBeNull();
    expect(
      rankingRewardsProblem([
        { rankFrom: 1, rankTo: 3, amount: 1n },
        { rankFrom: 3, rankTo: 4, amount: 1n },
      ]),
    ).toMatch('two');
    expect(rankingRewardsProblem([{ rankFrom: 2, rankTo: 1, amount: 1n }])).toMatch('range');
    expect(rankingRewardsProblem([{ rankFrom: 1, rankTo: 1, amount: -1n }])).toMatch('negative');
  });

  it('decides a day once with the tables in force, and closes it once', () => {
    const [decided] = decideDay(
      EMPTY,
      '2026-01-01',
      results(aDay('a', 3, 500n, 900n), aDay('b', 5, 60_000n, 100n)),
      TABLES,
    );
    expect(decided.data.rewards).toEqual([
      { player_id: 'a', rank: 1, won: '900', amount: '18800', games: 3, played: '500', table_amount: '18800' },
      { player_id: 'b', rank: 2, won: '100', amount: '10800', games: 5, played: '60000', table_amount: '10800' },
    ]);
    expect(decided.data.rebates).toEqual([{ player_id: 'b', loss: '59900', rate_bp: 200, amount: '1198' }]);
    expect(decided.data).toMatchObject({
      floor: { min_battles: 0, min_played: '0' },
      payout_cap_bp: 10_000,
      volume: '60500',
    });
    const state = { decided: decided.data, paid: false };
    expect(decideDay(state, '2026-01-01', { ranking: [], totals: [] }, TABLES)).toEqual([]);
    expect(markPaid(state)).toHaveLength(1);
    expect(markPaid({ ...state, paid: true })).toEqual([]);
  });
});

describe('the ranking activity floor', () => {
  it('counts a player with enough battles and value played, not one short of either', () => {
    const floor = DEFAULT_RANKING_SETTINGS;
    expect(floor).toMatchObject({ minBattles: 3, minPlayed: 5_000n });
    expect(meetsFloor(floor, { games: 3, played: 5_000n })).toBe(true);
    expect(meetsFloor(floor, { games: 2, played: 90_000n })).toBe(false);
    expect(meetsFloor(floor, { games: 30, played: 4_999n })).toBe(false);
  });

  it('given one battle of 2.57 that won, when the day is decided, then that player is neither ranked nor paid', () => {
    const [decided] = decideDay(EMPTY, '2026-01-01', results(aDay('lucky', 1, 257n, 60_000n)), {
      ...TABLES,
      settings: { ...DEFAULT_RANKING_SETTINGS, payoutCapBp: 10_000 },
    });
    expect(decided.data.rewards).toEqual([]);
    expect(decided.data.floor).toEqual({ min_battles: 3, min_played: '5000' });
  });

  it('given players below and above the floor, then the ranks count only those above it', () => {
    const [decided] = decideDay(
      EMPTY,
      '2026-01-01',
      results(
        aDay('one-battle', 1, 257n, 90_000n),
        aDay('regular', 3, 60_000n, 5_000n),
        aDay('small', 4, 4_000n, 9_000n),
      ),
      { ...TABLES, settings: { ...DEFAULT_RANKING_SETTINGS, payoutCapBp: 10_000 } },
    );
    expect(decided.data.rewards.map((reward) => [reward.player_id, reward.rank, reward.amount])).toEqual([
      ['regular', 1, '18800'],
    ]);
  });
});

describe('the cap on a day of ranking rewards', () => {
  it("is the cap's share of the volume, rounded down", () => {
    expect(payoutCap(100_000n, 500)).toBe(5_000n);
    expect(payoutCap(257n, 500)).toBe(12n);
    expect(payoutCap(0n, 500)).toBe(0n);
  });

  it('pays the table as it is when it fits, scales every reward down when it does not (rounding down)', () => {
    expect(cappedRewards([18_800n, 10_800n], 29_600n)).toEqual([18_800n, 10_800n]);
    // 5000 x 188/296 = 3175.67…, 5000 x 108/296 = 1824.32…: 3175 + 1824, the remaining 1 unpaid.
    expect(cappedRewards([18_800n, 10_800n], 5_000n)).toEqual([3_175n, 1_824n]);
    expect(cappedRewards([18_800n], 0n)).toEqual([0n]);
    expect(cappedRewards([], 0n)).toEqual([]);
  });

  it('given a day whose table would pay more than 5 % of its volume, then the rewards together stay under it', () => {
    const [decided] = decideDay(
      EMPTY,
      '2026-01-01',
      results(aDay('a', 3, 60_000n, 70_000n), aDay('b', 3, 40_000n, 30_000n)),
      { ...TABLES, settings: DEFAULT_RANKING_SETTINGS },
    );
    // Volume 1000.00, cap 50.00: 188 and 108 scale to 31.75 and 18.24.
    expect(decided.data.volume).toBe('100000');
    expect(decided.data.payout_cap_bp).toBe(500);
    expect(decided.data.rewards.map((reward) => [reward.player_id, reward.amount, reward.table_amount])).toEqual([
      ['a', '3175', '18800'],
      ['b', '1824', '10800'],
    ]);
  });

  it('given a day with no volume left after scaling, then nobody is paid a zero reward', () => {
    const [decided] = decideDay(EMPTY, '2026-01-01', results(aDay('a', 3, 5_000n, 100n)), {
      ...TABLES,
      settings: { ...DEFAULT_RANKING_SETTINGS, payoutCapBp: 0 },
    });
    expect(decided.data.rewards).toEqual([]);
  });
});
