import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { sumByBucket } from '../../platform/database/bucketed-totals';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetWithdrawalTotalsQuery, type WithdrawalTotals } from './get-withdrawal-totals.query';

/** Status 1: extracted. Its updated_at is when DeliveryCompleted happened (a final status never moves). */
const EXTRACTED = 1;

@QueryHandler(GetWithdrawalTotalsQuery)
export class GetWithdrawalTotalsHandler implements IQueryHandler<GetWithdrawalTotalsQuery, WithdrawalTotals> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ range }: GetWithdrawalTotalsQuery): Promise<WithdrawalTotals> {
    return sumByBucket(this.sql, range, {
      table: 'delivery_bills',
      at: 'updated_at',
      amount: 'coalesce(sum(item_value), 0)',
      where: 'status = $4',
      params: [EXTRACTED],
    });
  }
}
