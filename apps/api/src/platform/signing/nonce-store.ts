// Remembers request nonces in the database so a signed request is accepted once, across every API
// process. One atomic upsert per request: of two concurrent requests with the same nonce exactly
// one wins, and a nonce older than the TTL that was not pruned yet counts as new again.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { NONCE_TTL_SECONDS } from './request-signature';

@Injectable()
export class NonceStore {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Records the nonce; false when it was already seen within the TTL (a replay). */
  async claim(nonce: string, now: Date): Promise<boolean> {
    const { rows } = await this.sql.query(
      `INSERT INTO platform_request_nonces AS n (nonce, seen_at) VALUES ($1, $2)
       ON CONFLICT (nonce) DO UPDATE SET seen_at = EXCLUDED.seen_at WHERE n.seen_at <= $3
       RETURNING nonce`,
      [nonce, now, expiry(now)],
    );
    return rows.length === 1;
  }

  /** Forgets nonces older than the TTL; returns how many. */
  async prune(now: Date): Promise<number> {
    const { rowCount } = await this.sql.query(`DELETE FROM platform_request_nonces WHERE seen_at <= $1`, [expiry(now)]);
    return rowCount;
  }
}

function expiry(now: Date): Date {
  return new Date(now.getTime() - NONCE_TTL_SECONDS * 1000);
}
