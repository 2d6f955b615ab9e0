// Staff management (admin only): create an account, change its role, disable or enable it, reset
// its password. Each change and its audit-log entry commit in one transaction. A staff member
// cannot disable or demote themselves (so the acting admin always remains). Disabling and a
// password reset end the account's sessions (a disabled account's token is refused at once anyway:
// the guard reads the staff row on every request).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { PasswordHasher, STAFF_PASSWORD_HASHER } from '../../platform/security/password-hasher';
import { StaffAuditLog } from '../audit-log/staff-audit-log';
import type { AuthenticatedStaff, StaffRole } from '../../platform/auth';
import { StaffSessionService } from '../auth/staff-session.service';
import {
  isUniqueViolation,
  StaffAccountsRepository,
  type StaffAccountRow,
  type StaffChange,
} from './staff-accounts.repository';

export const STAFF_RESOURCE = 'staff';

export interface CreateStaffInput {
  email: string;
  role: StaffRole;
  password: string;
  reason?: string;
}

export interface UpdateStaffInput {
  role?: StaffRole;
  disabled?: boolean;
  password?: string;
  email?: string;
  reason?: string;
}

/** What the audit log keeps of an account (never a hash). */
function audited(row: StaffAccountRow): Record<string, unknown> {
  return { email: row.email, role: row.role, disabled: row.disabled };
}

@Injectable()
export class StaffAccountsService {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(STAFF_PASSWORD_HASHER) private readonly passwords: PasswordHasher,
    private readonly accounts: StaffAccountsRepository,
    private readonly sessions: StaffSessionService,
    private readonly auditLog: StaffAuditLog,
  ) {}

  async create(staff: AuthenticatedStaff, input: CreateStaffInput, ip: string | null): Promise<StaffAccountRow> {
    const email = input.email.trim().toLowerCase();
    if (await this.accounts.emailTaken(email)) throw new DomainError('STAFF_EMAIL_TAKEN');
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.sql.transaction(async (tx) => {
        if (await this.accounts.emailTaken(email, tx)) throw new DomainError('STAFF_EMAIL_TAKEN');
        const created = await this.accounts.insert({ email, role: input.role, passwordHash }, tx);
        await this.auditLog.record(
          {
            staff,
            action: 'create',
            resource: STAFF_RESOURCE,
            resourceId: created.id,
            before: null,
            after: audited(created),
            reason: input.reason?.trim() || null,
            ip,
          },
          tx,
        );
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('STAFF_EMAIL_TAKEN');
      throw error;
    }
  }

  async update(
    staff: AuthenticatedStaff,
    id: string,
    input: UpdateStaffInput,
    ip: string | null,
  ): Promise<StaffAccountRow> {
    const current = await this.accounts.findById(id);
    if (!current) throw new DomainError('STAFF_NOT_FOUND');
    if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase()) {
      throw DomainError.invalidFields([
        {
          field: 'email',
          message: { en: 'the email of a staff account cannot change', zh: '员工账号的邮箱不能修改' },
        },
      ]);
    }
    const self = staff.staffId === current.id;
    if (self && ((input.role !== undefined && input.role !== current.role) || input.disabled === true)) {
      throw new DomainError('STAFF_SELF_CHANGE_FORBIDDEN');
    }
    const passwordHash = input.password !== undefined ? await this.passwords.hash(input.password) : undefined;

    const outcome = await this.sql.transaction(async (tx) => {
      const before = (await this.accounts.findById(id, tx, true))!;
      const change: StaffChange = {};
      if (input.role !== undefined && input.role !== before.role) change.role = input.role;
      if (input.disabled !== undefined && input.disabled !== before.disabled) change.disabled = input.disabled;
      if (passwordHash !== undefined) change.passwordHash = passwordHash;
      if (Object.keys(change).length === 0) return { row: before, endSessions: false };
      const after = await this.accounts.update(id, change, tx);
      await this.auditLog.record(
        {
          staff,
          action: 'edit',
          resource: STAFF_RESOURCE,
          resourceId: id,
          before: audited(before),
          after: { ...audited(after), ...(passwordHash !== undefined ? { password: 'reset' } : {}) },
          reason: input.reason?.trim() || null,
          ip,
        },
        tx,
      );
      return { row: after, endSessions: change.disabled === true || passwordHash !== undefined };
    });
    if (outcome.endSessions) await this.sessions.revokeAllForStaff(id);
    return outcome.row;
  }
}
