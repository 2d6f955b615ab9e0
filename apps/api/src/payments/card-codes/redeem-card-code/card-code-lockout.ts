// Guessing protection of card recharge, per player: five wrong codes (unknown, expired or used)
// within 10 minutes lock the player out of card recharge for 10 minutes from the fifth; while locked
// every try, a correct code included, is refused with 429 CARD_CODE_LOCKED (data.retry_after in
// seconds) and changes nothing. Kept in the shared rate limiter, so every API process sees it.
import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.service';

export const CARD_CODE_LOCKOUT = {
  failuresBeforeLock: 5,
  failureWindowSeconds: 10 * 60,
  lockSeconds: 10 * 60,
};

const failureBucket = (playerId: string) => `card-code-fail:player:${playerId}`;
const lockBucket = (playerId: string) => `card-code-lock:player:${playerId}`;

@Injectable()
export class CardCodeLockout {
  constructor(private readonly limiter: RateLimiter) {}

  /** Throws 429 CARD_CODE_LOCKED while the player is locked out. */
  async assertNotLocked(playerId: string): Promise<void> {
    await this.limiter.check(lockBucket(playerId), 1, 'CARD_CODE_LOCKED');
  }

  /** Counts a wrong code; the fifth in the window starts the lock (and a fresh count after it). */
  async countFailure(playerId: string): Promise<void> {
    const { failuresBeforeLock, failureWindowSeconds, lockSeconds } = CARD_CODE_LOCKOUT;
    const { hits } = await this.limiter.consume(failureBucket(playerId), Number.MAX_SAFE_INTEGER, failureWindowSeconds);
    if (hits < failuresBeforeLock) return;
    await this.limiter.consume(lockBucket(playerId), Number.MAX_SAFE_INTEGER, lockSeconds);
    await this.limiter.reset(failureBucket(playerId));
  }
}
