// Random rewards drawn from weighted tiers (registration packet, sign-in award, month packet): the
// box's weighted pick of fairness.md, unchanged, over the tiers in their recorded order, each tier's
// pool entry being [its amount in hundredths as decimal digits, its weight]. The amount of the
// entry picked is the reward. fairness.md's "Random rewards" range rule stays for draws recorded
// before tiers existed.
import { FairnessError } from './fairness-error';
import { type Hundredths, toHundredths } from './random-reward';
import { type WeightedPool, weightedPick } from './weighted-pick';

export interface RewardTierInput {
  /** Integer hundredths, above 0. */
  readonly amount: Hundredths;
  /** A positive integer. */
  readonly weight: number;
}

export interface TierRewardResult {
  /** The reward, hundredths. */
  amount: bigint;
  /** Position of the tier picked. */
  index: number;
  ticket: number;
  totalWeight: number;
}

/** The weighted-pick pool of a tier list: [amount hundredths as digits, weight], in tier order. */
export function tierPool(tiers: readonly RewardTierInput[]): WeightedPool {
  return tiers.map((tier) => {
    const amount = toHundredths(tier.amount, 'tier amount');
    if (amount <= 0n) throw new FairnessError('INVALID_AMOUNT', `a tier amount must be above 0, got ${amount}`);
    return [amount.toString(), tier.weight] as const;
  });
}

export function tierReward(f: number, tiers: readonly RewardTierInput[]): TierRewardResult {
  const pick = weightedPick(tierPool(tiers), f);
  return { amount: BigInt(pick.itemId), index: pick.index, ticket: pick.ticket, totalWeight: pick.totalWeight };
}
