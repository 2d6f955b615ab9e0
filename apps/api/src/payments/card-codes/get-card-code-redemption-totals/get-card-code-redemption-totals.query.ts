// Public query of payments for the admin dashboard: the coins redeemed with card codes over a time
// range (by the time the code was claimed), in total and per bucket.
import { Query } from '@nestjs/cqrs';
import type { AmountTotals, ReportRange } from '../../../platform/database/bucketed-totals';

export class GetCardCodeRedemptionTotalsQuery extends Query<AmountTotals> {
  constructor(readonly range: ReportRange) {
    super();
  }
}
