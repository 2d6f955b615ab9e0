// The time axis of the dashboard: UTC buckets of a day, a week (starting Monday, as PostgreSQL's
// date_trunc('week')) or a month, each named by its first day (YYYY-MM-DD). Pure.
export type ReportBucket = 'day' | 'week' | 'month';
export const REPORT_BUCKETS: readonly ReportBucket[] = ['day', 'week', 'month'];

const DAY_MS = 24 * 3600 * 1000;

/** The start of the bucket holding an instant. */
export function bucketStart(at: Date, bucket: ReportBucket): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  switch (bucket) {
    case 'day':
      return new Date(day);
    case 'week':
      return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS);
    case 'month':
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    default: {
      const unknown: never = bucket;
      throw new RangeError(`unknown bucket ${String(unknown)}`);
    }
  }
}

function next(start: Date, bucket: ReportBucket): Date {
  return bucket === 'month'
    ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
    : new Date(start.getTime() + (bucket === 'week' ? 7 : 1) * DAY_MS);
}

/** The names of the buckets meeting [from, to), in order; undefined past `max` of them. */
export function bucketsBetween(from: Date, to: Date, bucket: ReportBucket, max = Infinity): string[] | undefined {
  const names: string[] = [];
  for (let start = bucketStart(from, bucket); start < to; start = next(start, bucket)) {
    if (names.length >= max) return undefined;
    names.push(start.toISOString().slice(0, 10));
  }
  return names;
}

/** numerator / denominator in percent, two decimals, half up ("90.12"); null for a zero denominator. */
export function percentString(numerator: bigint, denominator: bigint): string | null {
  if (denominator <= 0n) return null;
  const scaled = numerator * 10_000n;
  const quotient = scaled / denominator;
  const rounded = (scaled % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return `${rounded / 100n}.${(rounded % 100n).toString().padStart(2, '0')}`;
}
