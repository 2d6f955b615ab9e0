// Random rewards (sign-in awards, red packets): min + floor(f * (max - min + 1)) hundredths.
import { assertUnitFloat, FairnessError } from './fairness-error';

/** Integer hundredths: a bigint, a safe integer number, or its decimal digits. Never a float. */
export type Hundredths = bigint | number | string;

export function toHundredths(value: Hundredths, what = 'amount'): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new FairnessError('INVALID_AMOUNT', `${what} must be integer hundredths, got ${String(value)}`);
}

export function randomReward(f: number, minHundredths: Hundredths, maxHundredths: Hundredths): bigint {
  assertUnitFloat(f);
  const min = toHundredths(minHundredths, 'min');
  const max = toHundredths(maxHundredths, 'max');
  if (max < min) throw new FairnessError('INVALID_AMOUNT', `max ${max} is below min ${min}`);
  const span = max - min + 1n;
  // f * span in floating point, as the spec writes it; f has 32 significant bits, so it stays below span.
  if (span > BigInt(Number.MAX_SAFE_INTEGER)) throw new FairnessError('INVALID_AMOUNT', 'the range is too wide');
  return min + BigInt(Math.floor(f * Number(span)));
}
