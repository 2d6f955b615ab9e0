// Percentages of the catalogue (odds, RTP) from exact integer ratios: no float ever rounds them.

/**
 * numerator / denominator as a percent with two decimals, rounded half up: (1, 8) -> "12.50",
 * (1, 3) -> "33.33", (2, 3) -> "66.67". Both are non-negative; the denominator is positive.
 */
export function percentString(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n) throw new RangeError('a percentage needs a positive denominator');
  if (numerator < 0n) throw new RangeError('a percentage needs a non-negative numerator');
  // Hundredths of a percent: numerator * 10000 / denominator, + 1/2 before the floor = half up.
  const hundredths = (numerator * 20_000n + denominator) / (2n * denominator);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
