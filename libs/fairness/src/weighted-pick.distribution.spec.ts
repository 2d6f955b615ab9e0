// Statistical checks: over many consecutive nonces the draws must follow the weights. Bounds are
// 5 binomial standard deviations, so a correct implementation fails about once in 1.7 million runs
// per item; the seeds are fixed, so a run is reproducible.
import { giveawayDraw } from './giveaway';
import { unitFloatFor } from './unit-float';
import { upgradeSucceeds } from './upgrade';
import { type WeightedPool, weightedPick } from './weighted-pick';

function expectBinomial(observed: number, trials: number, p: number): void {
  const expected = trials * p;
  const sigma = Math.sqrt(trials * p * (1 - p));
  expect(Math.abs(observed - expected)).toBeLessThan(5 * sigma);
}

describe('draw distributions', () => {
  it('1,000,000 weighted picks over consecutive nonces match the weights', () => {
    const pool: WeightedPool = [
      ['common', 7992],
      ['uncommon', 1598],
      ['rare', 320],
      ['mythical', 64],
      ['legendary', 25],
      ['ancient', 1],
    ];
    const total = 10000;
    const draws = 1_000_000;
    const float = unitFloatFor('0123456789abcdef'.repeat(4));
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < draws; nonce++) {
      const { itemId } = weightedPick(pool, float('distribution-check', nonce, 0));
      counts.set(itemId, (counts.get(itemId) ?? 0) + 1);
    }
    for (const [itemId, weight] of pool) expectBinomial(counts.get(itemId) ?? 0, draws, weight / total);
  });

  it('100,000 upgrades at 5% and 75% succeed at those rates', () => {
    const float = unitFloatFor('fedcba9876543210'.repeat(4));
    let lowWins = 0;
    let highWins = 0;
    for (let nonce = 0; nonce < 100_000; nonce++) {
      const f = float('upgrade-check', nonce, 0);
      if (upgradeSucceeds(f, 500)) lowWins++;
      if (upgradeSucceeds(f, 7500)) highWins++;
    }
    expectBinomial(lowWins, 100_000, 0.05);
    expectBinomial(highWins, 100_000, 0.75);
  });

  it('each of 5 participants wins the first prize about a fifth of the time', () => {
    const participants = ['u1', 'u2', 'u3', 'u4', 'u5'];
    const firsts = new Map<string, number>();
    const rooms = 20_000;
    for (let room = 0; room < rooms; room++) {
      const serverSeed = room.toString(16).padStart(64, '0');
      const [first] = giveawayDraw(serverSeed, participants, 1).winners;
      firsts.set(first.participantId, (firsts.get(first.participantId) ?? 0) + 1);
    }
    for (const id of participants) expectBinomial(firsts.get(id) ?? 0, rooms, 1 / 5);
  });
});
