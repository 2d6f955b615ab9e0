import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { sumByBucket } from '../../../platform/database/bucketed-totals';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { GetRechargeTotalsQuery, type AmountTotals } from './get-recharge-totals.query';

@QueryHandler(GetRechargeTotalsQuery)
export class GetRechargeTotalsHandler implements IQueryHandler<GetRechargeTotalsQuery, AmountTotals> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ range }: GetRechargeTotalsQuery): Promise<AmountTotals> {
    return sumByBucket(this.sql, range, {
      table: 'payments_orders',
      at: 'paid_at',
      amount: 'sum(price)',
      where: 'paid',
    });
  }
}
