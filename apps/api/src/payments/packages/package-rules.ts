// What a valid recharge package and first-recharge bonus are, checked before anything is written.
// Pure: each rule returns the refused fields (named as the admin API names them) in both languages.
import type { SqlExecutor } from '@lootledger/event-store';
import { fieldProblem, textProblems, type FieldError } from '../../platform/validation/field-errors';

/** A package as staff edit it; amounts in hundredths. */
export interface PackageInput {
  id: string;
  /** Coins credited. */
  bean: bigint;
  /** Money paid. */
  price: bigint;
  enabled: boolean;
  sortOrder: number;
}

/** A first-recharge bonus as staff edit it: `bean` is the package coins it goes with (its key). */
export interface FirstBonusInput {
  bean: bigint;
  bonus: bigint;
  description: string;
  descriptionEn: string;
}

/** Before and after a staff change (null: did not exist / no longer exists). */
export interface ConfigChange<T> {
  before: T | null;
  after: T | null;
}

/** Runs inside the change's transaction (the staff audit entry): both are written or neither. */
export type OnConfigChange<T> = (tx: SqlExecutor, change: ConfigChange<T>) => Promise<void>;

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_AMOUNT = 10n ** 12n;

function positiveAmount(field: string, value: bigint): FieldError[] {
  return value > 0n && value < MAX_AMOUNT
    ? []
    : [fieldProblem(field, `${field} must be an amount greater than 0`, `${field} 须为大于 0 的金额`)];
}

export function packageProblems(input: PackageInput): FieldError[] {
  const problems: FieldError[] = [];
  if (!ID.test(input.id)) {
    problems.push(
      fieldProblem('id', "id must be 1-64 letters, digits, '-' or '_'", "id 须为 1-64 位字母、数字、'-' 或 '_'"),
    );
  }
  problems.push(...positiveAmount('bean', input.bean), ...positiveAmount('price', input.price));
  if (!Number.isSafeInteger(input.sortOrder) || Math.abs(input.sortOrder) > 1_000_000) {
    problems.push(fieldProblem('sort_order', 'sort_order must be an integer', 'sort_order 须为整数'));
  }
  return problems;
}

export function firstBonusProblems(input: FirstBonusInput): FieldError[] {
  return [
    ...positiveAmount('bean', input.bean),
    ...positiveAmount('bonus', input.bonus),
    ...textProblems('description', input.description, 200),
    ...textProblems('description_en', input.descriptionEn, 200),
  ];
}
