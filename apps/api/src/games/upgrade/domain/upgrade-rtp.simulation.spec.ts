// A deterministic simulation of 200,000 upgrades through the pure functions the API uses (pricing and
// the libs/fairness draw), with fixed seeds: the observed return Σ value won ÷ Σ price must be within
// 1% (relative) of the configured RTP.
//
// Why these rates: the return of n attempts at success probability p has relative standard deviation
// sqrt((1 − p) ÷ (p × n)). Rates of 50%–75% over 200,000 attempts give about 0.2% (a little more with
// the targets' spread of values), so 1% is about four standard deviations for any seed (and the fixed seeds make the test itself deterministic). Low
// rates would need far more attempts (at 5%, n = 20,000 gives 3%). The rounding up of prices costs
// at most one hundredth per attempt, which the target values (≥ 100.00) make negligible.
import { unitFloat } from '@lootledger/fairness';
import { upgradeOutcome } from '@lootledger/fairness/upgrade';
import { DEFAULT_RTP_BASIS_POINTS, priceAtRate } from './upgrade-pricing';

const ATTEMPTS = 200_000;
const RATES = [5000, 5500, 6000, 6500, 7000, 7500];
const TARGET_VALUES = [10_000n, 12_345n, 50_000n, 99_999n];

function simulate(rtp: number): { won: bigint; paid: bigint } {
  const serverSeed = 'd'.repeat(64);
  let won = 0n;
  let paid = 0n;
  for (let nonce = 0; nonce < ATTEMPTS; nonce++) {
    const rate = RATES[nonce % RATES.length];
    const value = TARGET_VALUES[Math.floor(nonce / RATES.length) % TARGET_VALUES.length];
    paid += priceAtRate(value, rate, rtp);
    if (upgradeOutcome(unitFloat(serverSeed, 'simulation', nonce, 0), rate).success) won += value;
  }
  return { won, paid };
}

describe('upgrade RTP simulation', () => {
  it.each([DEFAULT_RTP_BASIS_POINTS, 9000])('returns within 1%% of the configured RTP (%i bp)', (rtp) => {
    const { won, paid } = simulate(rtp);
    // observed ÷ configured, in millionths (exact integers).
    const ratio = (won * 10_000n * 1_000_000n) / (paid * BigInt(rtp));
    console.log(`upgrade RTP ${rtp / 100}%: observed ${Number((won * 1_000_000n) / paid) / 10_000}% over ${ATTEMPTS}`);
    expect(Number(ratio)).toBeGreaterThan(990_000);
    expect(Number(ratio)).toBeLessThan(1_010_000);
  });
});
