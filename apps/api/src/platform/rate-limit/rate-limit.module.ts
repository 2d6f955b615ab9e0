// The shared rate limiter (SMS sends, logins, card codes, ...): its table and a periodic prune of
// ended windows. Global: any context injects RateLimiter.
import { Global, Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { RATE_LIMIT_MIGRATIONS } from './rate-limit.migrations';
import { RateLimiter } from './rate-limiter.service';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly limiter: RateLimiter,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, RATE_LIMIT_MIGRATIONS);
    this.timer = setInterval(() => void this.limiter.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
