// Staff sign-in for the admin console: sessions (tokens), the StaffAuthGuard with @Roles, and the
// /admin/api/auth calls. Global so that any admin controller can use @UseGuards(StaffAuthGuard).
import { Global, Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module';
import { PasswordHasher, STAFF_PASSWORD_COST, STAFF_PASSWORD_HASHER } from '../platform/security/password-hasher';
import { STAFF_AUDIT_LOG_MIGRATIONS, StaffAuditLog } from './audit-log/staff-audit-log';
import { StaffAuthGuard } from './auth/staff-auth.guard';
import { STAFF_SESSION_MIGRATIONS } from './auth/staff-session.migrations';
import { StaffSessionService } from './auth/staff-session.service';
import { StaffMeController } from './get-me/staff-me.controller';
import { StaffLoginController } from './login/staff-login.controller';
import { StaffLoginHandler } from './login/staff-login.handler';
import { StaffLogoutController } from './logout/staff-logout.controller';
import { StaffRepository } from './staff/staff.repository';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

@Global()
@Module({
  imports: [RateLimitModule, CqrsModule],
  controllers: [StaffLoginController, StaffLogoutController, StaffMeController],
  providers: [
    StaffRepository,
    { provide: STAFF_PASSWORD_HASHER, useFactory: () => new PasswordHasher(STAFF_PASSWORD_COST) },
    StaffSessionService,
    StaffAuthGuard,
    StaffLoginHandler,
    StaffAuditLog,
  ],
  exports: [StaffSessionService, StaffAuthGuard, STAFF_PASSWORD_HASHER, StaffAuditLog],
})
export class AdminAuthModule implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly sessions: StaffSessionService,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, [...STAFF_SESSION_MIGRATIONS, ...STAFF_AUDIT_LOG_MIGRATIONS]);
    this.timer = setInterval(() => void this.sessions.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
