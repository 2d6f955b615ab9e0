// Remembers request nonces in the database so a signed request is accepted once, across every API
// process. Claims that arrive while one is in flight are written together in one statement (group
// commit: one round trip and one commit for many requests); each claim still gets its own answer.
// Of two requests with the same nonce exactly one wins, in one batch or across batches and
// processes, and a nonce older than the TTL that was not pruned yet counts as new again.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/tokens';
import { NONCE_TTL_SECONDS } from './request-signature';

interface Claim {
  nonce: string;
  now: Date;
  resolve(fresh: boolean): void;
  reject(error: unknown): void;
}

/** Claims written at once at most, and statements in flight at once (1: batches grow with the load). */
const MAX_BATCH = 256;
const MAX_IN_FLIGHT = 1;

@Injectable()
export class NonceStore {
  private queue: Claim[] = [];
  private inFlight = 0;

  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Records the nonce; false when it was already seen within the TTL (a replay). */
  claim(nonce: string, now: Date): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ nonce, now, resolve, reject });
      this.pump();
    });
  }

  /** Forgets nonces older than the TTL; returns how many. */
  async prune(now: Date): Promise<number> {
    const { rowCount } = await this.sql.query(`DELETE FROM platform_request_nonces WHERE seen_at <= $1`, [expiry(now)]);
    return rowCount;
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async write(batch: readonly Claim[]): Promise<void> {
    // A nonce twice in one batch: the first claim writes it, the others are replays.
    const first = new Map<string, Claim>();
    for (const claim of batch) if (!first.has(claim.nonce)) first.set(claim.nonce, claim);
    const claims = [...first.values()];
    try {
      const { rows } = await this.sql.query<{ nonce: string }>(
        `INSERT INTO platform_request_nonces AS n (nonce, seen_at)
         SELECT * FROM unnest($1::text[], $2::timestamptz[])
         ON CONFLICT (nonce) DO UPDATE SET seen_at = EXCLUDED.seen_at WHERE n.seen_at <= EXCLUDED.seen_at - make_interval(secs => $3)
         RETURNING nonce`,
        [claims.map((claim) => claim.nonce), claims.map((claim) => claim.now.toISOString()), NONCE_TTL_SECONDS],
        { name: 'platform_claim_nonces' },
      );
      const written = new Set(rows.map((row) => row.nonce));
      for (const claim of batch) claim.resolve(first.get(claim.nonce) === claim && written.has(claim.nonce));
    } catch (error) {
      for (const claim of batch) claim.reject(error);
    }
  }
}

function expiry(now: Date): Date {
  return new Date(now.getTime() - NONCE_TTL_SECONDS * 1000);
}
