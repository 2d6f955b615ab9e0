import { tierPool, tierReward } from './tier-reward';
import { unitFloat } from './unit-float';
import { weightedPick } from './weighted-pick';

const SEED = 'a'.repeat(64);
// Weights summing to 8, so f = ticket / 8 is exact.
const tiers = [
  { amount: 10n, weight: 5 },
  { amount: 100n, weight: 2 },
  { amount: 8800n, weight: 1 },
];

describe('tierReward (the weighted pick over tiers)', () => {
  it.each([
    [0, 10n, 0],
    [4, 10n, 0],
    [5, 100n, 1],
    [6, 100n, 1],
    [7, 8800n, 2],
  ])('gives ticket %p the amount %p of tier %p (running sums 5, 7, 8)', (ticket, amount, index) => {
    expect(tierReward(ticket / 8, tiers)).toEqual({ amount, index, ticket, totalWeight: 8 });
  });

  it('is exactly the weighted pick over [amount hundredths, weight] in tier order', () => {
    expect(tierPool(tiers)).toEqual([
      ['10', 5],
      ['100', 2],
      ['8800', 1],
    ]);
    for (let nonce = 0; nonce < 50; nonce++) {
      const f = unitFloat(SEED, 'player-seed', nonce, 0);
      const pick = weightedPick(tierPool(tiers), f);
      expect(tierReward(f, tiers)).toEqual({
        amount: BigInt(pick.itemId),
        index: pick.index,
        ticket: pick.ticket,
        totalWeight: 8,
      });
    }
  });

  it('vector: float(s, "player-seed", 0, 0) = 0.1514… gives ticket 1 of 8, the first tier', () => {
    expect(tierReward(unitFloat(SEED, 'player-seed', 0, 0), tiers)).toEqual({
      amount: 10n,
      index: 0,
      ticket: 1,
      totalWeight: 8,
    });
  });

  it('takes amounts as bigint, number or digits, and refuses an amount of 0 or a bad weight', () => {
    expect(tierReward(0.99, [{ amount: '250', weight: 1 }]).amount).toBe(250n);
    expect(() => tierReward(0.5, [{ amount: 0n, weight: 1 }])).toThrow(/INVALID_AMOUNT/);
    expect(() => tierReward(0.5, [{ amount: '1.00', weight: 1 }])).toThrow(/INVALID_AMOUNT/);
    expect(() => tierReward(0.5, [{ amount: 10n, weight: 0 }])).toThrow(/INVALID_WEIGHT/);
    expect(() => tierReward(0.5, [])).toThrow(/EMPTY_POOL/);
  });
});
