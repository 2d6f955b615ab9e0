// The admin dashboard's money totals over a time range (recharges, card codes, withdrawals): one
// statement sums one table's amount per day, week or month, and the series is added up here. Buckets
// start at UTC midnight; weeks on Monday (PostgreSQL date_trunc).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from './tokens';

export type ReportBucket = 'day' | 'week' | 'month';

export interface ReportRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: ReportBucket;
}

export interface AmountTotals {
  /** Hundredths. */
  total: bigint;
  count: number;
  /** Only buckets with something in them, in time order; `bucket` is its first day, YYYY-MM-DD. */
  series: { bucket: string; amount: bigint; count: number }[];
}

/** What is summed: fixed SQL text naming the caller's own table, never a request's. */
export interface BucketedSum {
  from: string;
  /** The timestamp column that places a row in the range and in its bucket. */
  at: string;
  /** The column summed (hundredths; a null counts as 0). */
  amount: string;
  /** What a counted row satisfies besides the range; its parameters are numbered from $4. */
  where: string;
  params?: readonly unknown[];
}

export async function sumByBucket(sql: SqlExecutor, range: ReportRange, sum: BucketedSum): Promise<AmountTotals> {
  const { rows } = await sql.query<{ bucket: string; amount: string; count: string }>(
    `SELECT to_char(date_trunc($3, ${sum.at} AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket,
            coalesce(sum(${sum.amount}), 0)::text AS amount, count(*)::text AS count
       FROM ${sum.from}
      WHERE ${sum.where} AND ${sum.at} >= $1 AND ${sum.at} < $2
      GROUP BY 1 ORDER BY 1`,
    [range.from.toISOString(), range.to.toISOString(), range.bucket, ...(sum.params ?? [])],
  );
  const series = rows.map((row) => ({ bucket: row.bucket, amount: BigInt(row.amount), count: Number(row.count) }));
  return {
    total: series.reduce((total, point) => total + point.amount, 0n),
    count: series.reduce((count, point) => count + point.count, 0),
    series,
  };
}

/** The handler of a totals query that one BucketedSum answers: a context's handler names only its sum. */
@Injectable()
export abstract class BucketedSumHandler<Totals extends { range: ReportRange }> {
  protected abstract readonly sum: BucketedSum;

  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ range }: Totals): Promise<AmountTotals> {
    return sumByBucket(this.sql, range, this.sum);
  }
}
