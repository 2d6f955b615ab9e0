// Return to player of a box: the expected value of one draw over the price, exactly. The pool's
// weights are integers and values integer hundredths, so E = sum(w*v) / sum(w) is an exact fraction
// and every comparison below is integer arithmetic.
import { percentString } from './exact-percent';

export interface WeightedValue {
  /** Positive integer. */
  readonly weight: number;
  /** Integer hundredths. */
  readonly value: bigint;
}

export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** E, the expected item value of one draw in hundredths, as sum(w*v) / sum(w). */
export function expectedValue(pool: readonly WeightedValue[]): Fraction {
  let numerator = 0n;
  let denominator = 0n;
  for (const { weight, value } of pool) {
    if (!Number.isSafeInteger(weight) || weight <= 0)
      throw new RangeError(`weight must be a positive integer, got ${weight}`);
    if (value < 0n) throw new RangeError(`value must not be negative, got ${value}`);
    numerator += BigInt(weight) * value;
    denominator += BigInt(weight);
  }
  if (denominator === 0n) throw new RangeError('an empty pool has no expected value');
  return { numerator, denominator };
}

/** RTP = E / price as an exact fraction. */
export function rtpFraction(pool: readonly WeightedValue[], price: bigint): Fraction {
  if (price <= 0n) throw new RangeError(`price must be positive, got ${price}`);
  const { numerator, denominator } = expectedValue(pool);
  return { numerator, denominator: denominator * price };
}

/** RTP in percent, two decimals rounded half up ("90.00"); an empty pool returns nothing: "0.00". */
export function boxRtp(pool: readonly WeightedValue[], price: bigint): string {
  if (price <= 0n) throw new RangeError(`price must be positive, got ${price}`);
  if (pool.length === 0) return '0.00';
  const { numerator, denominator } = rtpFraction(pool, price);
  return percentString(numerator, denominator);
}

/** Whether min % <= RTP <= max %, exactly (no rounding at the edges). */
export function isRtpWithin(
  pool: readonly WeightedValue[],
  price: bigint,
  range: { min: number; max: number },
): boolean {
  const { numerator, denominator } = rtpFraction(pool, price);
  return numerator * 100n >= BigInt(range.min) * denominator && numerator * 100n <= BigInt(range.max) * denominator;
}

/**
 * The lowest price in hundredths whose RTP is at most `targetPercent` (an integer): ceil(E * 100 /
 * target). Being the lowest such price, its RTP is as close to the target as a price in cents allows.
 */
export function priceForRtp(pool: readonly WeightedValue[], targetPercent: number): bigint {
  if (!Number.isSafeInteger(targetPercent) || targetPercent <= 0) {
    throw new RangeError(`target RTP must be a positive integer percent, got ${targetPercent}`);
  }
  const { numerator, denominator } = expectedValue(pool);
  const top = numerator * 100n;
  const bottom = denominator * BigInt(targetPercent);
  const price = (top + bottom - 1n) / bottom;
  return price > 0n ? price : 1n;
}
