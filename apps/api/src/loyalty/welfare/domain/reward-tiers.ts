// Weighted reward tiers (staff-configured): the registration packet, the day-7 award and the
// recharge-month packet are each drawn from a list of {amount, weight} with libs/fairness's
// tierReward (the box's weighted pick over the tiers, in their order). Pure: validation naming the
// field, and the expected value as an exact fraction, its rounding, and an exact comparison.
import { tierReward, unitFloat } from '@lootledger/fairness';
import { DomainError } from '../../../platform/errors/domain-error';
import type { FieldError } from '../../../platform/validation/field-errors';
import type { RewardPurpose, TierRewardDraw } from './welfare.events';

export interface RewardTier {
  /** Hundredths, above 0. */
  readonly amount: bigint;
  /** A positive integer, at most MAX_TIER_WEIGHT. */
  readonly weight: number;
}

export type RewardTiers = readonly RewardTier[];

export const MAX_REWARD_TIERS = 20;
export const MAX_TIER_WEIGHT = 1_000_000;

/** What is wrong with a tier list, one error per field (`{field}`, `{field}.{i}.amount`, `{field}.{i}.weight`). */
export function tierErrors(field: string, tiers: RewardTiers): FieldError[] {
  const errors: FieldError[] = [];
  if (tiers.length < 1 || tiers.length > MAX_REWARD_TIERS) {
    errors.push({
      field,
      message: {
        en: `between 1 and ${MAX_REWARD_TIERS} tiers`,
        zh: `需要 1 到 ${MAX_REWARD_TIERS} 个档位`,
      },
    });
  }
  tiers.forEach((tier, index) => {
    if (typeof tier.amount !== 'bigint' || tier.amount <= 0n) {
      errors.push({
        field: `${field}.${index}.amount`,
        message: {
          en: 'a tier amount must be above 0.00, with two decimals',
          zh: '档位金额必须大于 0.00，且为两位小数',
        },
      });
    }
    if (!Number.isSafeInteger(tier.weight) || tier.weight < 1 || tier.weight > MAX_TIER_WEIGHT) {
      errors.push({
        field: `${field}.${index}.weight`,
        message: {
          en: `a tier weight must be a whole number from 1 to ${MAX_TIER_WEIGHT}`,
          zh: `档位权重必须是 1 到 ${MAX_TIER_WEIGHT} 之间的整数`,
        },
      });
    }
  });
  return errors;
}

/** Refuses invalid tier lists: 400 REWARD_TIERS_INVALID naming each bad field. */
export function assertTiers(lists: readonly (readonly [field: string, tiers: RewardTiers])[]): void {
  const errors = lists.flatMap(([field, tiers]) => tierErrors(field, tiers));
  if (errors.length === 0) return;
  const error = new DomainError('REWARD_TIERS_INVALID');
  error.fieldErrors = errors;
  throw error;
}

/** The expected value as an exact fraction of hundredths: Σ amount × weight over Σ weight. */
export function expectedValue(tiers: RewardTiers): { numerator: bigint; denominator: bigint } {
  let numerator = 0n;
  let denominator = 0n;
  for (const tier of tiers) {
    numerator += tier.amount * BigInt(tier.weight);
    denominator += BigInt(tier.weight);
  }
  if (denominator === 0n) throw new RangeError('no tiers');
  return { numerator, denominator };
}

/** The expected value in hundredths, rounded half up to the hundredth (0.415 → 0.42). */
export function expectedValueRounded(tiers: RewardTiers): bigint {
  const { numerator, denominator } = expectedValue(tiers);
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Exactly (no rounding): is the expected value at most `price` hundredths? */
export function expectedValueAtMost(tiers: RewardTiers, price: bigint): boolean {
  const { numerator, denominator } = expectedValue(tiers);
  return numerator <= price * denominator;
}

/** The smallest and largest amount a tier list can pay. */
export function tierBounds(tiers: RewardTiers): { min: bigint; max: bigint } {
  const amounts = tiers.map((tier) => tier.amount);
  return {
    min: amounts.reduce((a, b) => (b < a ? b : a)),
    max: amounts.reduce((a, b) => (b > a ? b : a)),
  };
}

/** Draws one reward from tiers on a pair's nonce (cursor 0), and the record its fact keeps. */
export function drawFromTiers(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  purpose: RewardPurpose,
  tiers: RewardTiers,
): TierRewardDraw {
  const pick = tierReward(unitFloat(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 0), tiers);
  return {
    purpose,
    rule: 'tiers',
    nonce: seeds.nonce,
    cursor: 0,
    tiers: tiers.map((tier) => ({ amount: tier.amount.toString(), weight: tier.weight })),
    ticket: pick.ticket,
    roll: pick.amount.toString(),
  };
}
