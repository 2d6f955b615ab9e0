// Public query of payments for the admin dashboard: the money taken by paid recharge orders over a
// time range (by the time the payment was recorded), in total and per day, week or month (UTC).
import { Query } from '@nestjs/cqrs';

export type ReportBucket = 'day' | 'week' | 'month';

export interface ReportRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  /** Buckets start at UTC midnight; weeks on Monday (PostgreSQL date_trunc). */
  bucket: ReportBucket;
}

export interface AmountTotals {
  /** Hundredths. */
  total: bigint;
  count: number;
  /** Only buckets with something in them, in time order; `bucket` is its first day, YYYY-MM-DD. */
  series: { bucket: string; amount: bigint; count: number }[];
}

/** Paid orders: the price paid (hundredths of the currency), by paid_at. */
export class GetRechargeTotalsQuery extends Query<AmountTotals> {
  constructor(readonly range: ReportRange) {
    super();
  }
}
