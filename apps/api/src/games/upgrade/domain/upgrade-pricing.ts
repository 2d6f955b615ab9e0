// The upgrade's money rules, pure and exact (bigint hundredths, rates and RTP in basis points):
//   price at rate r  = ceil(r × target value ÷ RTP)          (rounded up to the hundredth)
//   rate for a value = floor(value × RTP ÷ target value)      (a stake's value, or a price offered)
// A rate is 500..7500 basis points (5%–75%, fairness.md "Upgrade"). A stake alone buys the rate its
// value pays for; a stake worth more than the 75% price is refused (UPGRADE_RATE_TOO_HIGH), never
// silently kept by the house. A stake with a rate pays that rate's price partly in items, the rest in
// coins; items worth more than that price are refused (UPGRADE_STAKE_EXCEEDS_PRICE).
import { upgradePriceAtRate, upgradeRateForValue } from '@lootledger/contracts';
import { UPGRADE_MAX_RATE_BASIS_POINTS, UPGRADE_MIN_RATE_BASIS_POINTS } from '@lootledger/fairness/upgrade';
import { DomainError } from '../../../platform/errors/domain-error';

export const MIN_RATE = UPGRADE_MIN_RATE_BASIS_POINTS;
export const MAX_RATE = UPGRADE_MAX_RATE_BASIS_POINTS;
/** The RTP staff start from: 95.00%. */
export const DEFAULT_RTP_BASIS_POINTS = 9500;
/** Staff may set the RTP between 50% and 99% (validated at the console). */
export const MIN_RTP_BASIS_POINTS = 5000;
export const MAX_RTP_BASIS_POINTS = 9900;

/** The rate refusals: below 5%, above 75%, or not a whole number of basis points. */
export function assertRate(rate: number): void {
  if (!Number.isInteger(rate) || rate < MIN_RATE) throw new DomainError('UPGRADE_RATE_TOO_LOW');
  if (rate > MAX_RATE) throw new DomainError('UPGRADE_RATE_TOO_HIGH');
}

/** ceil(rate × value ÷ rtp), hundredths; floor(paid × rtp ÷ value), basis points (unbounded). The
 * formulas live in the contract: the player site shows the chance the server draws with the same code. */
export const priceAtRate = upgradePriceAtRate;
export const rateForValue = upgradeRateForValue;

export interface UpgradeTerms {
  rate: number;
  /** The whole price: coins + stake value. */
  price: bigint;
  /** The part paid in coins (CoinsDebited, may be 0 with a stake). */
  coins: bigint;
  /** The staked items' value (0 without a stake). */
  stakeValue: bigint;
}

/**
 * The terms of an attempt: a rate alone (all coins), a stake alone (its value buys the rate), or
 * both (the stake pays part of the rate's price). Refuses an attempt with neither.
 */
export function upgradeTerms(input: {
  targetValue: bigint;
  rtp: number;
  rate?: number;
  stakeValue?: bigint;
  staked: boolean;
}): UpgradeTerms {
  const stakeValue = input.stakeValue ?? 0n;
  if (input.rate !== undefined) {
    assertRate(input.rate);
    const price = priceAtRate(input.targetValue, input.rate, input.rtp);
    if (stakeValue > price) throw new DomainError('UPGRADE_STAKE_EXCEEDS_PRICE');
    return { rate: input.rate, price, coins: price - stakeValue, stakeValue };
  }
  if (!input.staked) throw new DomainError('UPGRADE_RATE_TOO_LOW');
  const rate = rateForValue(input.targetValue, stakeValue, input.rtp);
  assertRate(rate);
  return { rate, price: stakeValue, coins: 0n, stakeValue };
}
