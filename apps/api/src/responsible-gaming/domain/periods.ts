// Deposit-limit periods in the site's time zone (SIGN_IN_TIME_ZONE, the welfare centre's calendar):
// the current day from local midnight, the week from Monday's local midnight, the month from the
// 1st's. Pure: the instant comes from the caller's clock.
import type { DepositLimitPeriod } from '@lootledger/contracts';
import { localMidnight, localTime } from '../../platform/time/zoned-calendar';

/** The first instant of the period holding `instant`. */
export function periodStart(period: DepositLimitPeriod, instant: Date, timeZone: string): Date {
  const { year, month, day, weekday } = localTime(instant, timeZone);
  switch (period) {
    case 'day':
      return localMidnight(year, month, day, timeZone);
    case 'week': {
      const sinceMonday = (weekday + 6) % 7;
      return localMidnight(year, month, day - sinceMonday, timeZone);
    }
    case 'month':
      return localMidnight(year, month, 1, timeZone);
    default:
      return unknownPeriod(period);
  }
}

/** The 'YYYY-MM' month of an instant in the zone. */
export function monthIn(instant: Date, timeZone: string): string {
  const { year, month } = localTime(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The first instant of a 'YYYY-MM' month in the zone. */
export function monthStart(month: string, timeZone: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return localMidnight(year, monthNumber, 1, timeZone);
}

/** The 'YYYY-MM' month `count` months before (negative: after) another. */
export function monthsBefore(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 - count, 1)).toISOString().slice(0, 7);
}

function unknownPeriod(period: never): never {
  throw new Error(`Unknown period ${String(period)}`);
}
