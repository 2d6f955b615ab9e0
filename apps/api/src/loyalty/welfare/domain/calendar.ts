// Calendar days and months in the sign-in time zone (SIGN_IN_TIME_ZONE, Asia/Shanghai by default):
// a day is 'YYYY-MM-DD', a month 'YYYY-MM'. Pure: the instant comes from the caller's clock.

import { startOfDay } from '../../../platform/time/zoned-calendar';

export { dayIn, startOfDay } from '../../../platform/time/zoned-calendar';

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The day before a 'YYYY-MM-DD' day (calendar arithmetic, zone-free). */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d - 1));
  return date.toISOString().slice(0, 10);
}

/** The first instant of a 'YYYY-MM' month, and of the next one, in a time zone. */
export function monthBounds(month: string, timeZone: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(next, timeZone) };
}
