// Public query of delivery for the admin dashboard: the value of the items that left the platform
// (bills extracted, status 1) over a time range, by the time the player accepted the offer, in total
// and per day, week or month (UTC; weeks start on Monday).
import { Query } from '@nestjs/cqrs';

export interface WithdrawalRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: 'day' | 'week' | 'month';
}

export interface WithdrawalTotals {
  /** Item value, hundredths. */
  total: bigint;
  count: number;
  /** Only buckets with something in them, in time order; `bucket` is its first day, YYYY-MM-DD. */
  series: { bucket: string; amount: bigint; count: number }[];
}

export class GetWithdrawalTotalsQuery extends Query<WithdrawalTotals> {
  constructor(readonly range: WithdrawalRange) {
    super();
  }
}
