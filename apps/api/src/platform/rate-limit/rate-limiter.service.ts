// A database-backed fixed-window rate limiter, shared by every API process: a bucket's window starts
// at its first hit and lasts windowSeconds; the (limit + 1)th hit inside it is refused. One atomic
// upsert per hit, so concurrent requests in several processes cannot slip past the limit. Backoff
// buckets (sign-in attempts) instead make their caller wait longer after each attempt past a few.
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

/** Exponential backoff: `free` attempts, then a wait of baseSeconds, doubling per attempt up to maxSeconds. */
export interface BackoffPolicy {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  /** The bucket is forgotten this long after its last attempt. */
  forgetSeconds: number;
}

/** Seconds to wait after the `attempts`th attempt (0 within the free ones). */
export function backoffSeconds(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(30, attempts - policy.free));
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

  /** Hits counted in the bucket's current window (0 when it has none). */
  async hits(bucket: string): Promise<number> {
    const { rows } = await this.sql.query<{ hits: number }>(
      `SELECT hits FROM platform_rate_limits WHERE bucket = $1 AND window_end > $2`,
      [bucket, this.now()],
    );
    return rows[0] ? Number(rows[0].hits) : 0;
  }

  /**
   * Counts one attempt in a backoff bucket, or throws DomainError(RATE_LIMITED, {retry_after}) while
   * the bucket waits. The attempt counts before its outcome is known, so concurrent attempts cannot
   * slip past the wait; reset() forgets the bucket after a success.
   */
  async attempt(bucket: string, policy: BackoffPolicy): Promise<void> {
    const now = this.now();
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO platform_rate_limits (bucket, window_end, hits) VALUES ($1, $2, 0) ON CONFLICT (bucket) DO NOTHING`,
        [bucket, now],
      );
      const { rows } = await tx.query<{ hits: number; window_end: unknown; retry_at: unknown }>(
        `SELECT hits, window_end, retry_at FROM platform_rate_limits WHERE bucket = $1 FOR UPDATE`,
        [bucket],
      );
      const live = toDate(rows[0].window_end) > now;
      const retryAt = live && rows[0].retry_at !== null ? toDate(rows[0].retry_at) : null;
      if (retryAt && retryAt > now) throw refusal('RATE_LIMITED', retryAt, now);
      const attempts = live ? Number(rows[0].hits) + 1 : 1;
      const wait = backoffSeconds(attempts, policy);
      await tx.query(`UPDATE platform_rate_limits SET hits = $2, window_end = $3, retry_at = $4 WHERE bucket = $1`, [
        bucket,
        attempts,
        new Date(now.getTime() + policy.forgetSeconds * 1000),
        wait > 0 ? new Date(now.getTime() + wait * 1000) : null,
      ]);
    });
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
