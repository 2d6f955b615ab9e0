// Amounts: integer hundredths (bigint) inside, two-decimal strings ("68.88") at the API. No float.

export type Hundredths = bigint;

const AMOUNT_PATTERN = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Parses "68.88", "68.8", "68" or "-1.50" into hundredths; null when it is not such a string. */
export function parseAmount(text: string): Hundredths | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -value : value;
}

/** Formats hundredths as a string with exactly two decimals: 6888n -> "68.88", -5n -> "-0.05". */
export function formatAmount(value: Hundredths): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
