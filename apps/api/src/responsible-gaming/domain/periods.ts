// Deposit-limit periods in the site's time zone (SIGN_IN_TIME_ZONE, the welfare centre's calendar):
// the current day from local midnight, the week from Monday's local midnight, the month from the
// 1st's. Pure: the instant comes from the caller's clock.
import type { DepositLimitPeriod } from '@lootledger/contracts';

/** The first instant of the period holding `instant`. */
export function periodStart(period: DepositLimitPeriod, instant: Date, timeZone: string): Date {
  const { year, month, day, weekday } = localDate(instant, timeZone);
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
  const { year, month } = localDate(instant, timeZone);
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function localDate(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** The instant of local midnight of a calendar date (day may be out of range: it rolls over). */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The zone's offset at that instant, then once more at the corrected instant (DST edges).
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(instant.getTime() / 1000) * 1000;
}

function unknownPeriod(period: never): never {
  throw new Error(`Unknown period ${String(period)}`);
}
