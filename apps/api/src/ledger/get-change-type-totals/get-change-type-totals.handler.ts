// Sums the change records by bucket and change type (only buckets and types that moved coins).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetChangeTypeTotalsQuery, type ChangeTypeTotal } from './get-change-type-totals.query';

@QueryHandler(GetChangeTypeTotalsQuery)
export class GetChangeTypeTotalsHandler implements IQueryHandler<GetChangeTypeTotalsQuery, ChangeTypeTotal[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ range }: GetChangeTypeTotalsQuery): Promise<ChangeTypeTotal[]> {
    const { rows } = await this.sql.query<{
      bucket: string;
      change_type: number;
      credited: string;
      debited: string;
      count: string;
    }>(
      `SELECT to_char(date_trunc($3, created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket, change_type,
              coalesce(sum(bean) FILTER (WHERE bean > 0), 0)::text AS credited,
              coalesce(-sum(bean) FILTER (WHERE bean < 0), 0)::text AS debited, count(*)::text AS count
         FROM ledger_change_records WHERE created_at >= $1 AND created_at < $2
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [range.from.toISOString(), range.to.toISOString(), range.bucket],
    );
    return rows.map((row) => ({
      bucket: row.bucket,
      changeType: Number(row.change_type) as ChangeType,
      credited: BigInt(row.credited),
      debited: BigInt(row.debited),
      count: Number(row.count),
    }));
  }
}
