// Coin amounts stay two-decimal strings from the API; any arithmetic or comparison goes through
// integer hundredths (@lootledger/contracts), never binary floats.
import { formatAmount, parseAmount } from '@lootledger/contracts';

export function sumAmounts(values: readonly string[]): string {
  return formatAmount(values.reduce((sum, value) => sum + (parseAmount(value) ?? 0n), 0n));
}

export function multiplyAmount(value: string, times: number): string {
  return formatAmount((parseAmount(value) ?? 0n) * BigInt(Math.trunc(times)));
}

/** a > b, for two amount strings; false when either is not an amount. */
export function isAmountGreater(a: string, b: string): boolean {
  const left = parseAmount(a);
  const right = parseAmount(b);
  return left !== null && right !== null && left > right;
}
