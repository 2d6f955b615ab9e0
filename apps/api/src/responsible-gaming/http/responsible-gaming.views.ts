// From the service's results to the API's shapes (two-decimal strings, ISO times).
import { formatAmount } from '@lootledger/contracts';
import type { Exclusion } from '../domain/responsible-gaming';
import type { LimitsResult, MonthActivity } from '../responsible-gaming.service';
import type { ActiveExclusionDto, ActivityMonthDto, DepositLimitsDto } from './responsible-gaming.dto';

const amountOrNull = (value: bigint | null) => (value === null ? null : formatAmount(value));

export function limitsView(result: LimitsResult): DepositLimitsDto {
  return {
    day: amountOrNull(result.limits.day),
    week: amountOrNull(result.limits.week),
    month: amountOrNull(result.limits.month),
    pending: result.pending.map((pending) => ({
      period: pending.period,
      amount: amountOrNull(pending.amount),
      effective_at: pending.effectiveAt.toISOString(),
    })),
    deposited: {
      day: formatAmount(result.deposited.day),
      week: formatAmount(result.deposited.week),
      month: formatAmount(result.deposited.month),
    },
  };
}

export function exclusionView(exclusion: Exclusion | null): ActiveExclusionDto | null {
  if (!exclusion) return null;
  return {
    kind: exclusion.kind,
    started_at: exclusion.started_at,
    until: exclusion.until,
    permanent: exclusion.until === null,
  };
}

export function monthView(month: MonthActivity): ActivityMonthDto {
  return {
    month: month.month,
    deposits: formatAmount(month.deposits),
    spend: formatAmount(month.spend),
    winnings: formatAmount(month.winnings),
    net: formatAmount(month.winnings - month.spend),
  };
}
