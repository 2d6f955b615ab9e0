// The staff context: the back office's accounts (the first admin at start, /admin/api/staff), their
// sign-in and sessions (/admin/api/auth; the STAFF_SESSIONS port platform/auth's StaffAuthGuard
// checks tokens with), their two-factor sign-in (TOTP, /admin/api/auth/totp), the role matrix, and the append-only staff audit log every context's staff
// endpoints write to (read at /admin/api/audit-log). Global: any context's staff controller uses
// the guard and StaffAuditLog without importing this module.
import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module';
import { Chores } from '../platform/scheduling/chores';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { PasswordHasher, STAFF_PASSWORD_HASHER } from '../platform/security/password-hasher';
import { STAFF_SESSIONS } from '../platform/auth';
import { AuditLogStaffController } from './audit-log/audit-log.staff.controller';
import { AuditLogReader } from './audit-log/audit-log.reader';
import { STAFF_AUDIT_LOG_MIGRATIONS, StaffAuditLog } from './audit-log/staff-audit-log';
import { STAFF_SESSION_MIGRATIONS } from './auth/staff-session.migrations';
import { StaffSessionService } from './auth/staff-session.service';
import { StaffMeController } from './get-me/staff-me.staff.controller';
import { StaffLoginController } from './login/staff-login.staff.controller';
import { StaffLoginHandler } from './login/staff-login.handler';
import { StaffLogoutController } from './logout/staff-logout.staff.controller';
import { StaffAccountsStaffController } from './staff-accounts/staff-accounts.staff.controller';
import { StaffAccountsRepository } from './staff-accounts/staff-accounts.repository';
import { StaffAccountsService } from './staff-accounts/staff-accounts.service';
import { FirstAdmin } from './staff-members/first-admin';
import { StaffRepository } from './staff-members/staff.repository';
import { STAFF_TOTP_MIGRATIONS } from './two-factor/staff-totp.migrations';
import { StaffTotpKeys } from './two-factor/staff-totp.keys';
import { StaffTotpRepository } from './two-factor/staff-totp.repository';
import { StaffTotpService } from './two-factor/staff-totp.service';
import { StaffTotpStaffController } from './two-factor/staff-totp.staff.controller';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

@Global()
@Module({
  imports: [RateLimitModule, CqrsModule],
  controllers: [
    StaffLoginController,
    StaffLogoutController,
    StaffMeController,
    StaffTotpStaffController,
    AuditLogStaffController,
    StaffAccountsStaffController,
  ],
  providers: [
    StaffRepository,
    {
      provide: STAFF_PASSWORD_HASHER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PasswordHasher(config.passwordCost.staff),
    },
    StaffSessionService,
    { provide: STAFF_SESSIONS, useExisting: StaffSessionService },
    StaffLoginHandler,
    StaffTotpKeys,
    StaffTotpRepository,
    StaffTotpService,
    StaffAuditLog,
    AuditLogReader,
    StaffAccountsRepository,
    StaffAccountsService,
    FirstAdmin,
  ],
  exports: [StaffSessionService, STAFF_SESSIONS, STAFF_PASSWORD_HASHER, StaffAuditLog],
})
export class StaffModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    sessions: StaffSessionService,
    chores: Chores,
  ) {
    chores.every('staff.prune-sessions', PRUNE_EVERY_MS, () => sessions.prune());
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, [
      ...STAFF_SESSION_MIGRATIONS,
      ...STAFF_AUDIT_LOG_MIGRATIONS,
      ...STAFF_TOTP_MIGRATIONS,
    ]);
  }
}
