// The welfare paid per UTC day, by kind, from the economy's daily figures: sign-in and registration
// packets, red packets, free boxes (the value of the items granted), ranking rewards, rebates (battle
// and VIP), and the rest (task rewards, first-recharge bonuses, referral commissions, any other
// bonus). Pure: only days that paid something.
import { formatAmount, type WelfarePayoutDayResponse } from '@lootledger/contracts';
import type { EconomyFigures } from '../economy/economy-figures';

export function welfareDay(day: string, figures: EconomyFigures): WelfarePayoutDayResponse | null {
  const { bonuses, bonusCounts } = figures;
  const rebates = bonuses.battle_rebates + bonuses.vip_rebates;
  const other =
    bonuses.task_rewards + bonuses.first_recharge_bonuses + bonuses.referral_commissions + bonuses.other_bonuses;
  const otherCount =
    bonusCounts.task_rewards +
    bonusCounts.first_recharge_bonuses +
    bonusCounts.referral_commissions +
    bonusCounts.other_bonuses;
  const counted = Object.values(bonusCounts).reduce((sum, count) => sum + count, 0);
  if (counted === 0 && figures.bonusesTotal === 0n) return null;
  return {
    id: day,
    day,
    sign_in_packets: formatAmount(bonuses.sign_in_packets),
    sign_in_count: bonusCounts.sign_in_packets,
    registration_packets: formatAmount(bonuses.registration_packets),
    registration_count: bonusCounts.registration_packets,
    red_packets: formatAmount(bonuses.red_packets),
    red_packet_count: bonusCounts.red_packets,
    free_boxes: formatAmount(bonuses.free_boxes),
    free_box_count: bonusCounts.free_boxes,
    ranking_rewards: formatAmount(bonuses.ranking_rewards),
    ranking_count: bonusCounts.ranking_rewards,
    rebates: formatAmount(rebates),
    rebate_count: bonusCounts.battle_rebates + bonusCounts.vip_rebates,
    other: formatAmount(other),
    other_count: otherCount,
    total: formatAmount(figures.bonusesTotal),
  };
}
