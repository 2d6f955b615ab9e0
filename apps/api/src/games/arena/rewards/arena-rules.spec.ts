import {
  DEFAULT_RANKING_REWARDS,
  DEFAULT_REBATE_TIERS,
  rankingRewardsProblem,
  rebateForLoss,
  rewardForRank,
} from './arena-rules';
import { decideDay, markPaid } from './arena-day';

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
    const empty = { decided: null, paid: false };
    const [decided] = decideDay(
      empty,
      '2026-01-01',
      {
        ranking: [
          { playerId: 'a', won: 900n },
          { playerId: 'b', won: 100n },
        ],
        totals: [
          { playerId: 'a', stake: 500n, won: 900n },
          { playerId: 'b', stake: 60_000n, won: 100n },
        ],
      },
      { rewards: DEFAULT_RANKING_REWARDS, tiers: DEFAULT_REBATE_TIERS },
    );
    expect(decided.data.rewards).toEqual([
      { player_id: 'a', rank: 1, won: '900', amount: '18800' },
      { player_id: 'b', rank: 2, won: '100', amount: '10800' },
    ]);
    expect(decided.data.rebates).toEqual([{ player_id: 'b', loss: '59900', rate_bp: 200, amount: '1198' }]);
    const state = { decided: decided.data, paid: false };
    expect(decideDay(state, '2026-01-01', { ranking: [], totals: [] }, { rewards: [], tiers: [] })).toEqual([]);
    expect(markPaid(state)).toHaveLength(1);
    expect(markPaid({ ...state, paid: true })).toEqual([]);
  });
});
