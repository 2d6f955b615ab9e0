// Public query of payments for the admin dashboard: the money taken by paid recharge orders over a
// time range (by the time the payment was recorded), in total and per day, week or month (UTC).
import { Query } from '@nestjs/cqrs';
import type { AmountTotals, ReportRange } from '../../../platform/database/bucketed-totals';

export type { AmountTotals, ReportBucket, ReportRange } from '../../../platform/database/bucketed-totals';

/** Paid orders: the price paid (hundredths of the currency), by paid_at. */
export class GetRechargeTotalsQuery extends Query<AmountTotals> {
  constructor(readonly range: ReportRange) {
    super();
  }
}
