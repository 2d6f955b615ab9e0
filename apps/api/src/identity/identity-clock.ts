// Identity's clock for the Steam round trip (states expire 10 minutes after they are issued). Tests
// move the instant (setNow) to see a state expire instead of waiting.
import { Injectable } from '@nestjs/common';

@Injectable()
export class IdentityClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ?? new Date();
  }

  /** Tests: the instant every later call sees (null: the real time again). */
  setNow(instant: Date | null): void {
    this.fixed = instant;
  }
}
