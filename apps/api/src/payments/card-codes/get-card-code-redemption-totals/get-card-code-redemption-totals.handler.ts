import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { sumByBucket, type AmountTotals } from '../../../platform/database/bucketed-totals';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { GetCardCodeRedemptionTotalsQuery } from './get-card-code-redemption-totals.query';

@QueryHandler(GetCardCodeRedemptionTotalsQuery)
export class GetCardCodeRedemptionTotalsHandler implements IQueryHandler<
  GetCardCodeRedemptionTotalsQuery,
  AmountTotals
> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ range }: GetCardCodeRedemptionTotalsQuery): Promise<AmountTotals> {
    return sumByBucket(this.sql, range, {
      table: 'payments_card_codes',
      at: 'redeemed_at',
      amount: 'sum(value)',
      where: 'redeemed_by IS NOT NULL',
    });
  }
}
