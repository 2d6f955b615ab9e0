// Calendar days in a time zone, for every rule that resets at local midnight (the welfare centre's
// sign-in days, loyalty's daily tasks and free boxes, responsible gaming's limit periods, registration
// caps). A day is 'YYYY-MM-DD'. Pure: the instant comes from the caller's clock.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local date and time of an instant in a zone; weekday 0 is Sunday. */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = localTime(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant of local midnight of a calendar date (day may be out of range: it rolls over). */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The zone's offset at that instant, then once more at the corrected instant (DST edges).
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant a 'YYYY-MM-DD' day starts in a time zone (its local midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return localMidnight(year, month, date, timeZone);
}

/** The day after a 'YYYY-MM-DD' day (calendar arithmetic, zone-free). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const local = localTime(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
