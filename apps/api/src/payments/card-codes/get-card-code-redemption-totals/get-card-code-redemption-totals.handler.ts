// Claimed card codes' values by redeemed_at, for the dashboard (GetCardCodeRedemptionTotalsQuery).
import { QueryHandler } from '@nestjs/cqrs';
import { BucketedSumHandler } from '../../../platform/database/bucketed-totals';
import { GetCardCodeRedemptionTotalsQuery } from './get-card-code-redemption-totals.query';

@QueryHandler(GetCardCodeRedemptionTotalsQuery)
export class GetCardCodeRedemptionTotalsHandler extends BucketedSumHandler<GetCardCodeRedemptionTotalsQuery> {
  protected readonly sum = {
    from: 'payments_card_codes',
    at: 'redeemed_at',
    amount: 'value',
    where: 'redeemed_by IS NOT NULL',
  };
}
