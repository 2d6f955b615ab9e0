// Paid orders' prices by paid_at, for the dashboard (GetRechargeTotalsQuery).
import { QueryHandler } from '@nestjs/cqrs';
import { BucketedSumHandler } from '../../../platform/database/bucketed-totals';
import { GetRechargeTotalsQuery } from './get-recharge-totals.query';

@QueryHandler(GetRechargeTotalsQuery)
export class GetRechargeTotalsHandler extends BucketedSumHandler<GetRechargeTotalsQuery> {
  protected readonly sum = { from: 'payments_orders', at: 'paid_at', amount: 'price', where: 'paid' };
}
