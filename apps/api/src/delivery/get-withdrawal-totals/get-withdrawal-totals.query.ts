// Public query of delivery for the admin dashboard: the value of the items that left the platform
// (bills extracted, status 1) over a time range, by the time the player accepted the offer, in total
// and per day, week or month (UTC; weeks start on Monday).
import { Query } from '@nestjs/cqrs';
import type { AmountTotals, ReportRange } from '../../platform/database/bucketed-totals';

export type WithdrawalRange = ReportRange;
/** Item value, hundredths. */
export type WithdrawalTotals = AmountTotals;

export class GetWithdrawalTotalsQuery extends Query<WithdrawalTotals> {
  constructor(readonly range: WithdrawalRange) {
    super();
  }
}
