// The fields loyalty's staff configuration forms share (points rules, shop items, tasks, free boxes):
// a string id, and a task target or free-box unlock value that is a count or a two-decimal amount.
import { DomainError } from '../platform/errors/domain-error';
import { hundredths } from '../platform/http/staff-fields';
import { COIN_AMOUNT_PATTERN } from '../platform/validation/coin-amount';

export const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A task target or free-box unlock value: a count or level, or a two-decimal amount (checked by type below). */
export const COUNT_OR_AMOUNT = /^\d{1,10}(\.\d{2})?$/;
export const countOrAmount = (field: string) => ({
  message: `${field} must be a whole number, or an amount with exactly two decimals for recharge`,
  context: { zh: `${field} 须为整数，充值类须为两位小数的金额` },
});

export function stringKey(id: string): string {
  if (!ID.test(id)) throw new DomainError('NOT_FOUND');
  return id;
}

/**
 * A task target or free-box unlock value: a coin amount with exactly two decimals ("50.00", contract
 * section 3) when it counts recharges, else a whole count or level ("5"). Never "5" read as 5.00 or
 * "5.50" cut to 5.
 */
export function amountOrCount(field: string, isAmount: boolean, text: string): bigint {
  if (isAmount && COIN_AMOUNT_PATTERN.test(text)) return hundredths(text);
  if (!isAmount && /^\d{1,10}$/.test(text)) return BigInt(text);
  throw DomainError.invalidFields([
    {
      field,
      message: isAmount
        ? {
            en: `${field} must be an amount with exactly two decimals for recharge, e.g. "50.00"`,
            zh: `${field} 须为两位小数的充值金额，如 "50.00"`,
          }
        : { en: `${field} must be a whole number`, zh: `${field} 须为整数` },
    },
  ]);
}
