// Sign-in throttling that hands out no denial of service (OWASP Authentication Cheat Sheet), shared
// by the player and the staff sign-in. Failures never lock an account:
// - per account and client address: 5 free attempts, then that address waits 60 s, doubling per
//   attempt up to an hour (429 RATE_LIMITED, data.retry_after); other addresses are not affected;
// - per account from anywhere: after 10 failures in 15 minutes every attempt on the account needs a
//   solved proof-of-work challenge (403 CHALLENGE_REQUIRED, data.challenge; libs/contracts
//   proof-of-work), which the owner's client solves in about a second and an attacker pays per guess;
// - per address across accounts: the callers keep their fixed-window limit (RateLimiter).
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { meetsChallenge, type SignInChallenge, type SolvedChallenge } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SQL_CLIENT } from '../database/tokens';
import { DomainError } from '../errors/domain-error';
import { RateLimiter, type BackoffPolicy } from './rate-limiter.service';

export const SIGN_IN_THROTTLE = {
  perAddress: { free: 5, baseSeconds: 60, maxSeconds: 3600, forgetSeconds: 24 * 3600 } satisfies BackoffPolicy,
  /** Failures on one account (any address) within the window after which a challenge is required. */
  challengeAfterFailures: 10,
  failureWindowSeconds: 15 * 60,
  challengeTtlSeconds: 120,
};

export interface SignInAttempt {
  /** The account tried, e.g. `player:86:13800000000` or `staff:a@b.c` (known or not, alike). */
  account: string;
  clientIp: string;
  /** The solved challenge the client sent back, if any. */
  challenge?: SolvedChallenge;
}

@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Before the credentials are checked: refuses an attempt that needs a challenge and brings no valid
   * one (a fresh challenge in the refusal), then counts it against the address's backoff (refused while
   * the address waits). The attempt counts as a failure of the address until succeeded().
   */
  async admit(attempt: SignInAttempt): Promise<void> {
    const failures = await this.limiter.hits(accountBucket(attempt.account));
    if (failures >= SIGN_IN_THROTTLE.challengeAfterFailures && !(await this.redeem(attempt))) {
      throw new DomainError('CHALLENGE_REQUIRED', {}, { challenge: await this.issue(attempt.account) });
    }
    await this.limiter.attempt(addressBucket(attempt), SIGN_IN_THROTTLE.perAddress);
  }

  /** The credentials were wrong: one more failure on the account. */
  async failed(attempt: SignInAttempt): Promise<void> {
    await this.limiter.consume(
      accountBucket(attempt.account),
      Number.MAX_SAFE_INTEGER,
      SIGN_IN_THROTTLE.failureWindowSeconds,
    );
  }

  /** Signed in: this address's attempts on the account are forgotten (others' stay). */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.limiter.reset(addressBucket(attempt));
  }

  /** The owner proved control some other way (a password reset by SMS): the account needs no challenge. */
  async forgetAccount(account: string): Promise<void> {
    await this.limiter.reset(accountBucket(account));
  }

  /** Deletes challenges that expired; returns how many. */
  async prune(): Promise<number> {
    const { rowCount } = await this.sql.query(`DELETE FROM platform_sign_in_challenges WHERE expires_at <= $1`, [
      this.limiter.now(),
    ]);
    return rowCount;
  }

  private async issue(account: string): Promise<SignInChallenge> {
    const id = randomBytes(16).toString('hex');
    const expiresAt = new Date(this.limiter.now().getTime() + SIGN_IN_THROTTLE.challengeTtlSeconds * 1000);
    const bits = this.config.signInChallengeBits;
    await this.sql.query(
      `INSERT INTO platform_sign_in_challenges (id, account, bits, expires_at) VALUES ($1, $2, $3, $4)`,
      [id, account, bits, expiresAt],
    );
    return { id, bits, expires_at: expiresAt.toISOString() };
  }

  /** Uses up the attempt's challenge (single use, even when the nonce is wrong); true when it was solved. */
  private async redeem(attempt: SignInAttempt): Promise<boolean> {
    if (!attempt.challenge) return false;
    const { rows } = await this.sql.query<{ bits: number }>(
      `DELETE FROM platform_sign_in_challenges WHERE id = $1 AND account = $2 AND expires_at > $3 RETURNING bits`,
      [attempt.challenge.id, attempt.account, this.limiter.now()],
    );
    return rows.length === 1 && meetsChallenge(attempt.challenge.id, attempt.challenge.nonce, Number(rows[0].bits));
  }
}

function accountBucket(account: string): string {
  return `sign-in-fail:${account}`;
}

function addressBucket(attempt: SignInAttempt): string {
  return `sign-in-backoff:${attempt.account}:${attempt.clientIp}`;
}
