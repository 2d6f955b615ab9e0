// The loyalty day: daily tasks and daily free boxes reset at midnight in LOYALTY_TIME_ZONE
// (default Asia/Shanghai, the players' time zone). Pure helpers, plus the injected clock.
import { dayIn, nextDay, startOfDay } from '../../platform/time/zoned-calendar';

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

/** The day of an instant and its bounds [from, to) as instants. */
export function dayBounds(at: Date, timeZone: string): { day: string; from: Date; to: Date } {
  const day = dayIn(at, timeZone);
  return { day, from: startOfDay(day, timeZone), to: startOfDay(nextDay(day), timeZone) };
}
