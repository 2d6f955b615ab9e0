// The upgrade's one chance: from the target's value, the staked items' value, the chance the player
// chose on the slider and the rule (RTP, 5%–75%), the chance the server's draw will use, what it
// costs, and the request that asks the server for exactly that chance. The slider, the dial, the
// quote and the button all read this one value (issue 31: the slider said 75% while the stake had
// set 17.03%). The formulas are the server's own (libs/contracts games/upgrade.ts):
//   price at rate r  = ceil(r × target value ÷ RTP)
//   rate a stake buys = floor(stake value ÷ target value × RTP)   (the request without a rate)
// With a stake, a rate above what the stake buys is paid partly in coins (coins added = price −
// stake); the stake's own rate is asked without a rate, so the server prices it at the stake's value.
import { upgradePriceAtRate, upgradeRateForValue } from '@lootledger/contracts';
import { UPGRADE_MAX_RATE_BASIS_POINTS, UPGRADE_MIN_RATE_BASIS_POINTS } from '@lootledger/fairness/upgrade';

/** The chance chosen before anything is staked. */
export const DEFAULT_RATE = 5000;

export interface UpgradeRule {
  /** RTP in basis points (the quote's "95.00" → 9500); null until the first quote tells it. */
  rtp: number | null;
  minRate: number;
  maxRate: number;
}

export const upgradeRule = (rtp: number | null): UpgradeRule => ({
  rtp,
  minRate: UPGRADE_MIN_RATE_BASIS_POINTS,
  maxRate: UPGRADE_MAX_RATE_BASIS_POINTS,
});

export interface ChanceInput {
  /** The target's value, hundredths; null: no target chosen yet. */
  targetValue: bigint | null;
  /** The staked items' value, hundredths (0n: nothing staked). */
  stakeValue: bigint;
  /** The slider's choice in basis points; null: the default (what the stake buys, or 50%). */
  chosenRate: number | null;
  rule: UpgradeRule;
}

export type UpgradeChance =
  | {
      ok: true;
      /** The chance the draw uses, basis points. */
      rate: number;
      /** The slider's range with this stake. */
      min: number;
      max: number;
      /** The whole price (stake value + coins added), hundredths; null without a target or RTP. */
      price: bigint | null;
      /** The coins added on top of the stake, hundredths; null as price. */
      coins: bigint | null;
      /** The rate to send: undefined when the stake alone buys it. */
      requestRate: number | undefined;
    }
  | {
      ok: false;
      /** The stake is worth more than the highest chance's price (the server: UPGRADE_RATE_TOO_HIGH). */
      reason: 'STAKE_TOO_HIGH';
      /** What the stake would buy, basis points (above the maximum). */
      rate: number;
    }
  | {
      ok: false;
      /** Items are staked but the RTP (or the target) is not known yet: no chance to show. */
      reason: 'PENDING';
    };

export function upgradeChance({ targetValue, stakeValue, chosenRate, rule }: ChanceInput): UpgradeChance {
  const staked = stakeValue > 0n;
  const { rtp } = rule;
  if (staked && (rtp === null || targetValue === null)) return { ok: false, reason: 'PENDING' };
  const stakeRate = staked ? upgradeRateForValue(targetValue!, stakeValue, rtp!) : 0;
  if (stakeRate > rule.maxRate) return { ok: false, reason: 'STAKE_TOO_HIGH', rate: stakeRate };
  const min = Math.max(rule.minRate, stakeRate);
  const max = rule.maxRate;
  const wanted = chosenRate ?? (staked ? min : DEFAULT_RATE);
  const rate = Math.min(max, Math.max(min, Math.round(wanted)));
  // The stake's own rate: asked without a rate, priced at the stake's value (no coins). Any higher
  // rate costs more than the stake (rate ≥ stakeRate + 1), so its coins are never negative.
  const stakeAlone = staked && rate === stakeRate;
  const price = stakeAlone
    ? stakeValue
    : targetValue === null || rtp === null
      ? null
      : upgradePriceAtRate(targetValue, rate, rtp);
  return {
    ok: true,
    rate,
    min,
    max,
    price,
    coins: price === null ? null : price - stakeValue,
    requestRate: stakeAlone ? undefined : rate,
  };
}

/** A rate in basis points as the page shows it: 1703 → "17.03%". */
export const formatRate = (rate: number): string => `${(rate / 100).toFixed(2)}%`;

/** The quote's RTP percent ("95.00") in basis points, or null. */
export function rtpBasisPoints(percent: string | undefined): number | null {
  const match = percent ? /^(\d{1,3})\.(\d{2})$/.exec(percent) : null;
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}
