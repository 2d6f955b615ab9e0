import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { amountTotals } from '../../orders/get-recharge-totals/get-recharge-totals.handler';
import type { AmountTotals } from '../../orders/get-recharge-totals/get-recharge-totals.query';
import { GetCardCodeRedemptionTotalsQuery } from './get-card-code-redemption-totals.query';

@QueryHandler(GetCardCodeRedemptionTotalsQuery)
export class GetCardCodeRedemptionTotalsHandler implements IQueryHandler<
  GetCardCodeRedemptionTotalsQuery,
  AmountTotals
> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ range }: GetCardCodeRedemptionTotalsQuery): Promise<AmountTotals> {
    const { rows } = await this.sql.query<{ bucket: string; amount: string; count: string }>(
      `SELECT to_char(date_trunc($3, redeemed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket,
              sum(value)::text AS amount, count(*)::text AS count
         FROM payments_card_codes
        WHERE redeemed_by IS NOT NULL AND redeemed_at >= $1 AND redeemed_at < $2
        GROUP BY 1 ORDER BY 1`,
      [range.from.toISOString(), range.to.toISOString(), range.bucket],
    );
    return amountTotals(rows);
  }
}
