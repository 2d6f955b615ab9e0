// Calendar days and months in the sign-in time zone (SIGN_IN_TIME_ZONE, Asia/Shanghai by default):
// a day is 'YYYY-MM-DD', a month 'YYYY-MM'. Pure: the instant comes from the caller's clock.

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The day before a 'YYYY-MM-DD' day (calendar arithmetic, zone-free). */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d - 1));
  return date.toISOString().slice(0, 10);
}

/** The instant a calendar day starts in a time zone (its local midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The zone's offset at that instant, then once more at the corrected instant (DST edges).
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The first instant of a 'YYYY-MM' month, and of the next one, in a time zone. */
export function monthBounds(month: string, timeZone: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(next, timeZone) };
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
