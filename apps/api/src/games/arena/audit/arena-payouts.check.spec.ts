// The audit's re-check of a day's decision against the guards it recorded: a reward below the
// activity floor, above its table amount, or a day's rewards above the cap are reported; a decision
// made by decideDay and one from before the guards are not.
import { decideDay, type ArenaDayDecided } from '../rewards/arena-day';
import { DEFAULT_RANKING_REWARDS, DEFAULT_RANKING_SETTINGS, DEFAULT_REBATE_TIERS } from '../rewards/arena-rules';
import { guardProblems } from './arena-payouts.check';

function aDecision(): ArenaDayDecided['data'] {
  const [decided] = decideDay(
    { decided: null, paid: false },
    '2026-01-01',
    {
      ranking: [{ playerId: 'a', won: 9_000n, games: 3, played: 100_000n }],
      totals: [{ playerId: 'a', stake: 100_000n, won: 9_000n }],
    },
    { rewards: DEFAULT_RANKING_REWARDS, tiers: DEFAULT_REBATE_TIERS, settings: DEFAULT_RANKING_SETTINGS },
  );
  return decided.data;
}

describe('arena payouts audit: the guards a decision recorded', () => {
  it('finds nothing in a decision as decideDay makes it, nor in one from before the guards', () => {
    const decision = aDecision();
    expect(decision.rewards.map((reward) => reward.amount)).toEqual(['5000']);
    expect(guardProblems('2026-01-01', decision)).toEqual([]);
    const { floor: _floor, payout_cap_bp: _cap, volume: _volume, ...before } = decision;
    expect(guardProblems('2026-01-01', { ...before, rewards: [{ ...decision.rewards[0], amount: '18800' }] })).toEqual(
      [],
    );
  });

  it('reports a reward below the floor, above the table, and a day above the cap', () => {
    const decision = aDecision();
    const [reward] = decision.rewards;
    expect(guardProblems('2026-01-01', { ...decision, rewards: [{ ...reward, games: 1, played: '257' }] })).toEqual([
      'arena-day-2026-01-01: a rewarded below the activity floor',
    ]);
    expect(
      guardProblems('2026-01-01', { ...decision, rewards: [{ ...reward, amount: '5001', table_amount: '5000' }] }),
    ).toEqual([
      'arena-day-2026-01-01: a rewarded above the table',
      'arena-day-2026-01-01: rewards 5001 above the cap 5000 of the volume',
    ]);
  });
});
