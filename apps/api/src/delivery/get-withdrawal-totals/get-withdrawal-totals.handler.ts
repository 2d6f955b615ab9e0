import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetWithdrawalTotalsQuery, type WithdrawalTotals } from './get-withdrawal-totals.query';

/** Status 1: extracted. Its updated_at is when DeliveryCompleted happened (a final status never moves). */
const EXTRACTED = 1;

@QueryHandler(GetWithdrawalTotalsQuery)
export class GetWithdrawalTotalsHandler implements IQueryHandler<GetWithdrawalTotalsQuery, WithdrawalTotals> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ range }: GetWithdrawalTotalsQuery): Promise<WithdrawalTotals> {
    const { rows } = await this.sql.query<{ bucket: string; amount: string; count: string }>(
      `SELECT to_char(date_trunc($3, updated_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket,
              coalesce(sum(item_value), 0)::text AS amount, count(*)::text AS count
         FROM delivery_bills
        WHERE status = $4 AND updated_at >= $1 AND updated_at < $2
        GROUP BY 1 ORDER BY 1`,
      [range.from.toISOString(), range.to.toISOString(), range.bucket, EXTRACTED],
    );
    const series = rows.map((row) => ({ bucket: row.bucket, amount: BigInt(row.amount), count: Number(row.count) }));
    return {
      total: series.reduce((sum, point) => sum + point.amount, 0n),
      count: series.reduce((sum, point) => sum + point.count, 0),
      series,
    };
  }
}
