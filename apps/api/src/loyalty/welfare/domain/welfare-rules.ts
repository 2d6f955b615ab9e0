// The welfare centre's amounts, staff-configurable (loyalty_welfare_rules): the sign-in day table
// (7 amounts, day 7 the largest), the day-7 random award tiers, the recharge-month packet tiers and
// the sign-ins it needs, and the registration packet tiers. All hundredths. Every random reward is a
// weighted tier list (reward-tiers.ts), drawn by libs/fairness's tierReward.
import { DomainError } from '../../../platform/errors/domain-error';
import { assertTiers, type RewardTiers } from './reward-tiers';

export interface WelfareRules {
  /** Amount of streak days 1..7 (index 0 = day 1). */
  readonly days: readonly bigint[];
  readonly award: RewardTiers;
  readonly monthPacket: RewardTiers;
  /** Sign-ins within a recharge month that earn the month packet. */
  readonly monthSignIns: number;
  readonly registration: RewardTiers;
}

export const STREAK_DAYS = 7;

/**
 * The registration packet every new mobile number gets: mostly small amounts, a rare big one. Its
 * expected value is 413.60 / 1000 = 0.4136 (0.41), below the cheapest demo box (0.44), so a farmed
 * account is worth less than one opening (tested against the demo catalogue).
 */
export const DEFAULT_REGISTRATION_TIERS: RewardTiers = [
  { amount: 10n, weight: 724 },
  { amount: 30n, weight: 200 },
  { amount: 100n, weight: 60 },
  { amount: 888n, weight: 15 },
  { amount: 8800n, weight: 1 },
];

export const DEFAULT_WELFARE_RULES: WelfareRules = {
  days: [88n, 188n, 288n, 388n, 588n, 888n, 6888n],
  // 1.00–9.90 as the spec says; expected value 3.49.
  award: [
    { amount: 100n, weight: 40 },
    { amount: 300n, weight: 30 },
    { amount: 600n, weight: 20 },
    { amount: 990n, weight: 10 },
  ],
  // 18.00–188.00 as the spec says; expected value 38.50.
  monthPacket: [
    { amount: 1800n, weight: 60 },
    { amount: 3800n, weight: 25 },
    { amount: 8800n, weight: 10 },
    { amount: 18800n, weight: 5 },
  ],
  monthSignIns: 7,
  registration: DEFAULT_REGISTRATION_TIERS,
};

/**
 * Refuses rules that cannot be paid: 400 VALIDATION_FAILED naming the field for the day table and
 * the sign-in count, 400 REWARD_TIERS_INVALID naming each bad tier field.
 */
export function validateRules(rules: WelfareRules): void {
  const bad = (field: string, en: string, zh: string) => {
    throw DomainError.invalidFields([{ field, message: { en, zh } }]);
  };
  if (rules.days.length !== STREAK_DAYS) bad('days', 'exactly 7 day amounts', '需要 7 天的金额');
  rules.days.forEach((amount, index) => {
    if (amount <= 0n) bad(`days.${index}`, 'a day amount must be positive', '每日金额必须大于 0');
  });
  if (!Number.isInteger(rules.monthSignIns) || rules.monthSignIns < 1 || rules.monthSignIns > 31) {
    bad('month_sign_ins', 'between 1 and 31', '需在 1 到 31 之间');
  }
  assertTiers([
    ['award_tiers', rules.award],
    ['month_packet_tiers', rules.monthPacket],
    ['registration_tiers', rules.registration],
  ]);
}
