// A database-backed fixed-window rate limiter, shared by every API process: a bucket's window starts
// at its first hit and lasts windowSeconds; the (limit + 1)th hit inside it is refused. One atomic
// upsert per hit, so concurrent requests in several processes cannot slip past the limit.
import { Inject, Injectable } from '@nestjs/common';
import type { ErrorKey } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { DomainError } from '../errors/domain-error';

export interface RateLimitState {
  /** Hits counted in the current window, this one included. */
  hits: number;
  windowEnd: Date;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

@Injectable()
export class RateLimiter {
  /** The clock; tests replace it to move past a window without waiting. */
  now: () => Date = () => new Date();

  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * Counts one hit in the bucket; throws DomainError(key) (data: {retry_after} seconds) when the
   * bucket already had `limit` hits in its window. A refused hit does not lengthen the window.
   */
  async consume(
    bucket: string,
    limit: number,
    windowSeconds: number,
    key: ErrorKey = 'RATE_LIMITED',
  ): Promise<RateLimitState> {
    const now = this.now();
    const { rows } = await this.sql.query<{ hits: number; window_end: unknown }>(
      `INSERT INTO platform_rate_limits AS b (bucket, window_end, hits) VALUES ($1, $3, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN b.window_end <= $2 THEN 1 ELSE b.hits + 1 END,
         window_end = CASE WHEN b.window_end <= $2 THEN EXCLUDED.window_end ELSE b.window_end END
       RETURNING hits, window_end`,
      [bucket, now, new Date(now.getTime() + windowSeconds * 1000)],
    );
    const state = { hits: Number(rows[0].hits), windowEnd: toDate(rows[0].window_end) };
    if (state.hits > limit) throw refusal(key, state.windowEnd, now);
    return state;
  }

  /** Throws like consume would, without counting a hit (e.g. before checking a password). */
  async check(bucket: string, limit: number, key: ErrorKey = 'RATE_LIMITED'): Promise<void> {
    const now = this.now();
    const { rows } = await this.sql.query<{ hits: number; window_end: unknown }>(
      `SELECT hits, window_end FROM platform_rate_limits WHERE bucket = $1`,
      [bucket],
    );
    const row = rows[0];
    if (!row) return;
    const windowEnd = toDate(row.window_end);
    if (windowEnd > now && Number(row.hits) >= limit) throw refusal(key, windowEnd, now);
  }

  /** Forgets a bucket (e.g. a mobile's failed logins after a successful one). */
  async reset(bucket: string): Promise<void> {
    await this.sql.query(`DELETE FROM platform_rate_limits WHERE bucket = $1`, [bucket]);
  }

  /** Deletes buckets whose window ended; returns how many. */
  async prune(): Promise<number> {
    const { rowCount } = await this.sql.query(`DELETE FROM platform_rate_limits WHERE window_end <= $1`, [this.now()]);
    return rowCount;
  }
}

function refusal(key: ErrorKey, windowEnd: Date, now: Date): DomainError {
  const retryAfter = Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
  return new DomainError(key, { seconds: retryAfter }, { retry_after: retryAfter });
}
