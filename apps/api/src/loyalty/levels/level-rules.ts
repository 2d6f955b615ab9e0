// What a valid set of loyalty levels is, checked before staff edits are written. Pure: each rule
// returns the refused fields (named as the admin API names them) in both languages. Thresholds rise
// strictly with the level, so "the highest level reached" is always well defined.
import type { SqlExecutor } from '@lootledger/event-store';
import { DomainError } from '../../platform/errors/domain-error';
import { fieldProblem, textProblems, type FieldError } from '../../platform/validation/field-errors';
import type { PromotionLevel, VipLevel } from './loyalty-levels';

/** Runs inside the change's transaction (the staff audit entry): both are written or neither. */
export type OnLevelChange<T> = (tx: SqlExecutor, change: { before: T | null; after: T | null }) => Promise<void>;

/** The level of a staff path id ("6"), or NOT_FOUND for anything else. */
export function levelOf(id: string): number {
  if (!/^\d{1,2}$/.test(id)) throw new DomainError('NOT_FOUND');
  return Number(id);
}

export const MAX_VIP_LEVEL = 10;
export const MAX_PROMOTION_LEVEL = 99;
const MAX_AMOUNT = 10n ** 12n;

function rebate(rebateBp: number): FieldError[] {
  return Number.isSafeInteger(rebateBp) && rebateBp >= 0 && rebateBp <= 10_000
    ? []
    : [fieldProblem('rebate', 'rebate must be a percent from 0.00 to 100.00', 'rebate 须为 0.00 到 100.00 的百分比')];
}

/** Whether `field` rises strictly with the level over the whole set (the edited level's neighbours). */
function risingProblems<T extends { level: number }>(
  levels: readonly T[],
  edited: number,
  amount: (level: T) => bigint,
  field: string,
): FieldError[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const index = sorted.findIndex((level) => level.level === edited);
  const below = sorted[index - 1];
  const above = sorted[index + 1];
  const value = amount(sorted[index]);
  if ((below && amount(below) >= value) || (above && amount(above) <= value)) {
    return [
      fieldProblem(
        field,
        `${field} must be above level ${below?.level ?? '-'}'s and below level ${above?.level ?? '-'}'s (it rises with the level)`,
        `${field} 须高于上一等级、低于下一等级（随等级递增）`,
      ),
    ];
  }
  return [];
}

/** The edited VIP level in the set of all levels after the edit. */
export function vipLevelProblems(levels: readonly VipLevel[], edited: VipLevel): FieldError[] {
  const problems: FieldError[] = [];
  if (edited.threshold < 0n || edited.threshold >= MAX_AMOUNT) {
    problems.push(
      fieldProblem('threshold', 'threshold must be an amount of 0 or more', 'threshold 须为不小于 0 的金额'),
    );
  } else if (edited.level === 0 && edited.threshold !== 0n) {
    problems.push(fieldProblem('threshold', 'level 0 holds from 0.00 (every player)', '0 级的门槛须为 0.00'));
  } else {
    problems.push(...risingProblems(levels, edited.level, (level) => level.threshold, 'threshold'));
  }
  problems.push(
    ...rebate(edited.rebateBp),
    ...textProblems('description_zh', edited.descriptionZh, 500),
    ...textProblems('description_en', edited.descriptionEn, 500),
  );
  return problems;
}

/** The edited promotion level in the set of all levels after the edit. */
export function promotionLevelProblems(levels: readonly PromotionLevel[], edited: PromotionLevel): FieldError[] {
  const problems: FieldError[] = [];
  if (!Number.isSafeInteger(edited.level) || edited.level < 1 || edited.level > MAX_PROMOTION_LEVEL) {
    problems.push(
      fieldProblem('level', `level must be 1 to ${MAX_PROMOTION_LEVEL}`, `level 须为 1 到 ${MAX_PROMOTION_LEVEL}`),
    );
  }
  if (edited.inviteTotal < 0n || edited.inviteTotal >= MAX_AMOUNT) {
    problems.push(
      fieldProblem('invite_total', 'invite_total must be an amount of 0 or more', 'invite_total 须为不小于 0 的金额'),
    );
  } else {
    problems.push(...risingProblems(levels, edited.level, (level) => level.inviteTotal, 'invite_total'));
  }
  problems.push(
    ...textProblems('name_zh', edited.nameZh, 100),
    ...textProblems('name_en', edited.nameEn, 100),
    ...rebate(edited.rebateBp),
    ...textProblems('description_zh', edited.descriptionZh, 500),
    ...textProblems('description_en', edited.descriptionEn, 500),
  );
  return problems;
}
