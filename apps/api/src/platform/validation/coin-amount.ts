// The one validator of a coin amount in a request (contract section 3): a string with exactly two
// decimals, "68.88". Not "1", "1.5", "1.000" or the number 1: a client that sends another form has
// done its own rounding or float arithmetic, which the money path never accepts. Parse a validated
// amount with parseAmount (libs/contracts) into integer hundredths.
import { applyDecorators } from '@nestjs/common';
import { Matches } from 'class-validator';

/** Up to 10 digits before the point (below 10^10 coins), exactly two after it. */
export const COIN_AMOUNT_PATTERN = /^\d{1,10}\.\d{2}$/;

export interface CoinAmountOptions {
  /** Each element of a list is an amount. */
  each?: boolean;
  /** The messages, when the field's own words are better than the generic ones. */
  en?: string;
  zh?: string;
}

/** A non-negative coin amount with exactly two decimals, e.g. "10.00" (`field` names it in the message). */
export function IsCoinAmount(field: string, options: CoinAmountOptions = {}): PropertyDecorator {
  const each = options.each === true;
  const en = options.en ?? `${field} must be an amount with exactly two decimals, e.g. "10.00"`;
  const zh = options.zh ?? `${field} 须为两位小数的金额，如 "10.00"`;
  // Matches refuses a value that is not a string too: one message whatever was sent.
  return applyDecorators(Matches(COIN_AMOUNT_PATTERN, { each, message: en, context: { zh } }));
}
