// Money in the console: two-decimal strings as the API sends them (contract section 3), shown as they
// are and checked as strings, never turned into floats.
import { parseAmount } from '@lootledger/contracts';
import { regex, type ValidationErrorMessage } from 'react-admin';

const AMOUNT = /^\d{1,10}\.\d{2}$/;

/** An amount with exactly two decimals, e.g. 100.00 (what the admin API accepts). */
export const isAmount = regex(AMOUNT, 'app.validation.amount');

/** A percent with two decimals, 0.00 to 100.00. */
export function isPercent(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const hundredths = typeof value === 'string' && /^\d{1,3}\.\d{2}$/.test(value) ? parseAmount(value) : null;
  return hundredths === null || hundredths > 10_000n ? 'app.validation.percent' : undefined;
}

/** Above 0.00. */
export function isPositiveAmount(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const hundredths = typeof value === 'string' && AMOUNT.test(value) ? parseAmount(value) : null;
  return hundredths === null || hundredths <= 0n ? 'app.validation.positive_amount' : undefined;
}

/** A whole number of at least `min` (weights, counts, levels). */
export function isInteger(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: unknown): ValidationErrorMessage | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isSafeInteger(number) && number >= min && number <= max
      ? undefined
      : { message: 'app.validation.integer', args: { min } };
  };
}
