// Odds shown beside each item of a box: weight / total weight, exact, as a percent string.
import { percentString } from './exact-percent';

/** Each weight's share of the total in percent ("12.50"), in the order given. */
export function poolOdds(weights: readonly number[]): string[] {
  let total = 0n;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight <= 0)
      throw new RangeError(`weight must be a positive integer, got ${weight}`);
    total += BigInt(weight);
  }
  return weights.map((weight) => percentString(BigInt(weight), total));
}
