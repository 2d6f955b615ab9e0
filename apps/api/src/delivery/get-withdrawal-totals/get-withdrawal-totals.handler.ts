// Extracted bills' item values by the time the player accepted the offer, for the dashboard
// (GetWithdrawalTotalsQuery).
import { QueryHandler } from '@nestjs/cqrs';
import { BucketedSumHandler } from '../../platform/database/bucketed-totals';
import { GetWithdrawalTotalsQuery } from './get-withdrawal-totals.query';

/** Status 1: extracted. Its updated_at is when DeliveryCompleted happened (a final status never moves). */
const EXTRACTED = 1;

@QueryHandler(GetWithdrawalTotalsQuery)
export class GetWithdrawalTotalsHandler extends BucketedSumHandler<GetWithdrawalTotalsQuery> {
  protected readonly sum = {
    from: 'delivery_bills',
    at: 'updated_at',
    amount: 'item_value',
    where: 'status = $4',
    params: [EXTRACTED],
  };
}
