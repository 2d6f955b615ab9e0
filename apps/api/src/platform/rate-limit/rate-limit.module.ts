// The shared rate limiter (SMS sends, logins, card codes, ...) and the sign-in throttle: their tables
// and a periodic prune of ended windows and expired challenges. Global: any context injects them.
import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { Chores } from '../scheduling/chores';
import { RATE_LIMIT_MIGRATIONS } from './rate-limit.migrations';
import { RateLimiter } from './rate-limiter.service';
import { SignInThrottle } from './sign-in-throttle.service';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

@Global()
@Module({ providers: [RateLimiter, SignInThrottle], exports: [RateLimiter, SignInThrottle] })
export class RateLimitModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    limiter: RateLimiter,
    throttle: SignInThrottle,
    chores: Chores,
  ) {
    chores.every('rate-limit.prune-windows', PRUNE_EVERY_MS, () => limiter.prune());
    chores.every('rate-limit.prune-challenges', PRUNE_EVERY_MS, () => throttle.prune());
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, RATE_LIMIT_MIGRATIONS);
  }
}
