// The rate limiter's clock for e2e tests: moved forward instead of waiting out a window.
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { TestApp } from './test-app';

/** Moves the rate limiter's clock forward (e.g. past the 60 s between two SMS codes, or a 15-minute window). */
export function advanceRateLimitClock(app: TestApp, seconds: number): void {
  const limiter = app.app.get(RateLimiter);
  const previous = limiter.now;
  limiter.now = () => new Date(previous().getTime() + seconds * 1000);
}
