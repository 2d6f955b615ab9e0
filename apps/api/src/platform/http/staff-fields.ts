// Request-body pieces every operations resource shares: percents travel as strings with exactly two
// decimals, like amounts (contract section 3; amounts: platform/validation/coin-amount.ts), parsed to
// integer hundredths, never through a float.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { parseAmount } from '@lootledger/contracts';

const PERCENT = /^\d{1,3}\.\d{2}$/;

/** A percent with two decimals, e.g. "1.50" (at most 100.00 is checked where it is used). */
export function IsPercent(field: string) {
  return applyDecorators(
    IsString(),
    Matches(PERCENT, {
      message: `${field} must be a percent with two decimals, e.g. "1.50"`,
      context: { zh: `${field} 须为两位小数的百分比，如 "1.50"` },
    }),
  );
}

/** Hundredths of a validated amount string. */
export function hundredths(amount: string): bigint {
  const value = parseAmount(amount);
  if (value === null) throw new RangeError(`not an amount: ${amount}`);
  return value;
}

/** Basis points of a validated percent string: "1.50" -> 150. */
export function basisPoints(percent: string): number {
  return Number(hundredths(percent));
}

/** Basis points as a percent string: 150 -> "1.50". */
export function percentOf(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** The optional reason of a staff change, kept in the audit log. */
export function IsReason() {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 500, description: 'why (kept in the audit log)' }),
    IsOptional(),
    IsString(),
    MaxLength(500),
  );
}

/** The body of an action or a delete: why (kept in the audit log). */
export class ReasonDto {
  @IsReason() reason?: string;
}
