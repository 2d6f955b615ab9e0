// Responsible gaming's clock and time zone: deposit-limit periods are the site's calendar (the
// welfare centre's SIGN_IN_TIME_ZONE). Tests move the instant (setNow) to see a raise take effect
// after 24 h or an exclusion end, instead of waiting.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';

@Injectable()
export class ResponsibleGamingClock {
  readonly timeZone: string;
  private fixed: Date | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.timeZone = config.signInTimeZone;
  }

  now(): Date {
    return this.fixed ?? new Date();
  }

  /** Tests: the instant every later call sees (null: the real time again). */
  setNow(instant: Date | null): void {
    this.fixed = instant;
  }
}
