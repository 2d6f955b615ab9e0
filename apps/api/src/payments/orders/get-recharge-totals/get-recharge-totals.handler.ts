import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { GetRechargeTotalsQuery, type AmountTotals } from './get-recharge-totals.query';

@QueryHandler(GetRechargeTotalsQuery)
export class GetRechargeTotalsHandler implements IQueryHandler<GetRechargeTotalsQuery, AmountTotals> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ range }: GetRechargeTotalsQuery): Promise<AmountTotals> {
    const { rows } = await this.sql.query<{ bucket: string; amount: string; count: string }>(
      `SELECT to_char(date_trunc($3, paid_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket,
              sum(price)::text AS amount, count(*)::text AS count
         FROM payments_orders
        WHERE paid AND paid_at >= $1 AND paid_at < $2
        GROUP BY 1 ORDER BY 1`,
      [range.from.toISOString(), range.to.toISOString(), range.bucket],
    );
    return amountTotals(rows);
  }
}

export function amountTotals(rows: readonly { bucket: string; amount: string; count: string }[]): AmountTotals {
  const series = rows.map((row) => ({ bucket: row.bucket, amount: BigInt(row.amount), count: Number(row.count) }));
  return {
    total: series.reduce((sum, point) => sum + point.amount, 0n),
    count: series.reduce((sum, point) => sum + point.count, 0),
    series,
  };
}
