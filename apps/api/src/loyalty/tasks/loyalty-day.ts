// The loyalty day: daily tasks and daily free boxes reset at midnight in LOYALTY_TIME_ZONE
// (default Asia/Shanghai, the players' time zone). Pure helpers, plus the injected clock.
export const DEFAULT_LOYALTY_TIME_ZONE = 'Asia/Shanghai';

/** The time zone of the loyalty day: env LOYALTY_TIME_ZONE, else Asia/Shanghai. */
export function loyaltyTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const zone = env.LOYALTY_TIME_ZONE?.trim();
  if (!zone) return DEFAULT_LOYALTY_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`LOYALTY_TIME_ZONE: unknown time zone ${zone}`);
  }
}

/** The clock of loyalty's daily rules (a provider, so tests can move the day). */
export const LOYALTY_CLOCK = Symbol('LOYALTY_CLOCK');
export interface LoyaltyClock {
  now(): Date;
}

function parts(at: Date, timeZone: string): Record<string, number> {
  const formatted = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  return Object.fromEntries(
    formatted.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  );
}

/** The day (YYYY-MM-DD) of an instant in a time zone. */
export function dayOf(at: Date, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(at: Date, timeZone: string): number {
  const p = parts(at, timeZone);
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of a local midnight. */
function midnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00.000Z`);
  let start = guess - offsetAt(new Date(guess), timeZone);
  start = guess - offsetAt(new Date(start), timeZone);
  return new Date(start);
}

/** The day of an instant and its bounds [from, to) as instants. */
export function dayBounds(at: Date, timeZone: string): { day: string; from: Date; to: Date } {
  const day = dayOf(at, timeZone);
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  return { day, from: midnight(day, timeZone), to: midnight(next, timeZone) };
}
