// Prices at the Waxpeer marketplace, in exact integers: our item values are hundredths of a coin
// (1 coin = 1 CNY on this platform), Waxpeer's prices are thousandths of a US dollar ("mills",
// $1 = 1000). The exchange rate is a decimal string (WAXPEER_CNY_PER_USD, e.g. "7.1234": how many
// CNY one USD costs), kept as an integer numerator over a power of ten, so nothing here is a float.
//
// The purchase ceiling: a delivery never pays more than the item's value plus the margin (basis
// points, the delivery's price margin that finance sets): max price = floor(value x (10000 + margin) / 10000, in mills),
// rounded DOWN once at the end, so the ceiling never exceeds the exact amount.

/** An exchange rate CNY per USD as rateUnits / 10^scale (e.g. "7.1234" is 71234 / 10^4). */
export interface CnyPerUsd {
  readonly rateUnits: bigint;
  readonly scale: number;
}

/** At most this many decimals in the rate (a bank quote has 4; 6 leaves room). */
export const MAX_RATE_DECIMALS = 6;
/** The margin may be 0 (pay at most the value) up to 100% (twice the value). */
export const MAX_MARGIN_BP = 10_000;

/** Parses "7.1234"; throws naming the variable on anything but a positive decimal with <= 6 decimals. */
export function parseCnyPerUsd(text: string, name = 'WAXPEER_CNY_PER_USD'): CnyPerUsd {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim());
  const rate = match ? { rateUnits: BigInt(`${match[1]}${match[2] ?? ''}`), scale: (match[2] ?? '').length } : null;
  if (!rate || rate.rateUnits === 0n) {
    throw new Error(
      `${name}=${text}: must be a positive decimal (CNY per USD, at most ${MAX_RATE_DECIMALS} decimals), e.g. 7.1234`,
    );
  }
  return rate;
}

/**
 * The most a purchase of an item worth `value` hundredths may cost at Waxpeer, in mills, rounded down:
 *   floor(value x (10000 + marginBp) x 10 x 10^scale / (10000 x rateUnits))
 * (hundredths of CNY -> CNY is /100, CNY -> USD is /rate, USD -> mills is x1000: x10 / rate in all).
 */
export function purchaseCeilingMills(value: bigint, marginBp: number, rate: CnyPerUsd): bigint {
  if (value < 0n) throw new Error(`purchaseCeilingMills: negative value ${value}`);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > MAX_MARGIN_BP) {
    throw new Error(`purchaseCeilingMills: margin ${marginBp} bp out of range`);
  }
  const numerator = value * BigInt(10_000 + marginBp) * 10n * 10n ** BigInt(rate.scale);
  return numerator / (10_000n * rate.rateUnits); // bigint division truncates: both sides are >= 0, so it floors
}

/** A Waxpeer price in mills as hundredths of a coin, rounded down (for records and logs only). */
export function millsToHundredths(mills: bigint, rate: CnyPerUsd): bigint {
  return (mills * rate.rateUnits) / (10n * 10n ** BigInt(rate.scale));
}
