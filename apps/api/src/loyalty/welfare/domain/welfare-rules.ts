// The welfare centre's amounts, staff-configurable (loyalty_welfare_rules): the sign-in day table
// (7 amounts, day 7 the largest), the day-7 random award range, the recharge-month packet range and
// the sign-ins it needs, and the registration packet range. All hundredths.
import { DomainError } from '../../../platform/errors/domain-error';

export interface RewardRange {
  readonly min: bigint;
  readonly max: bigint;
}

export interface WelfareRules {
  /** Amount of streak days 1..7 (index 0 = day 1). */
  readonly days: readonly bigint[];
  readonly award: RewardRange;
  readonly monthPacket: RewardRange;
  /** Sign-ins within a recharge month that earn the month packet. */
  readonly monthSignIns: number;
  readonly registration: RewardRange;
}

export const STREAK_DAYS = 7;

export const DEFAULT_WELFARE_RULES: WelfareRules = {
  days: [88n, 188n, 288n, 388n, 588n, 888n, 6888n],
  award: { min: 100n, max: 990n },
  monthPacket: { min: 1800n, max: 18800n },
  monthSignIns: 7,
  registration: { min: 100n, max: 100000n },
};

/** Refuses rules that cannot be paid (422 VALIDATION_FAILED naming the field). */
export function validateRules(rules: WelfareRules): void {
  const bad = (field: string, en: string, zh: string) => {
    throw DomainError.invalidFields([{ field, message: { en, zh } }]);
  };
  if (rules.days.length !== STREAK_DAYS) bad('days', 'exactly 7 day amounts', '需要 7 天的金额');
  rules.days.forEach((amount, index) => {
    if (amount <= 0n) bad(`days.${index}`, 'a day amount must be positive', '每日金额必须大于 0');
  });
  const range = (field: string, value: RewardRange) => {
    if (value.min <= 0n) bad(`${field}.min`, 'min must be positive', '最小值必须大于 0');
    if (value.max < value.min) bad(`${field}.max`, 'max must not be below min', '最大值不能小于最小值');
  };
  range('award', rules.award);
  range('month_packet', rules.monthPacket);
  range('registration', rules.registration);
  if (!Number.isInteger(rules.monthSignIns) || rules.monthSignIns < 1 || rules.monthSignIns > 31) {
    bad('month_sign_ins', 'between 1 and 31', '需在 1 到 31 之间');
  }
}
