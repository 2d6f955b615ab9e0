// The welfare centre's clock and time zone: sign-in days are calendar days in SIGN_IN_TIME_ZONE
// (Asia/Shanghai by default). Tests set the instant (setNow) so day boundaries are deterministic.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

@Injectable()
export class WelfareClock {
  readonly timeZone: string;
  private fixed: Date | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.timeZone = config.signInTimeZone;
    // Refuse an unknown zone at start rather than at the first sign-in.
    new Intl.DateTimeFormat('en-CA', { timeZone: this.timeZone });
  }

  now(): Date {
    return this.fixed ?? new Date();
  }

  /** Tests: the instant every later call sees (null: the real time again). */
  setNow(instant: Date | null): void {
    this.fixed = instant;
  }
}
