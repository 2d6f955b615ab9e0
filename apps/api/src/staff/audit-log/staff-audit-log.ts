// The staff audit log: every staff action that changes anything is one append-only row (who, role,
// what, before/after, why, when, from where). Written in the same transaction as the change when the
// change is a database write (pass its executor), else right after it. The table refuses UPDATE and
// DELETE (a trigger), so a row once written stays as written.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { AuthenticatedStaff } from '../../platform/auth';

export const STAFF_AUDIT_LOG_MIGRATIONS = [
  {
    id: 'admin-003-audit-log',
    sql: `
CREATE TABLE IF NOT EXISTS admin_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id text NOT NULL,
  staff_email text NOT NULL,
  role text NOT NULL,
  action text NOT NULL,
  resource text NOT NULL,
  resource_id text,
  before jsonb,
  after jsonb,
  reason text,
  ip text
);
CREATE INDEX IF NOT EXISTS admin_audit_log_by_time ON admin_audit_log (at DESC, id DESC);
CREATE INDEX IF NOT EXISTS admin_audit_log_by_resource ON admin_audit_log (resource, resource_id);
CREATE INDEX IF NOT EXISTS admin_audit_log_by_staff ON admin_audit_log (staff_id, at DESC);
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only';
END;
$$;
DROP TRIGGER IF EXISTS admin_audit_log_append_only ON admin_audit_log;
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();`,
  },
];

export interface StaffAuditEntry {
  /** Who: the log keeps their id, email and role. */
  staff: Pick<AuthenticatedStaff, 'staffId' | 'email' | 'role'>;
  /** What was done: 'create', 'edit', 'delete', 'freeze', 'approve', ... */
  action: string;
  /** The admin resource (STAFF_RESOURCES), e.g. 'boxes', 'players', 'coin-adjustments'. */
  resource: string;
  resourceId: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The client address (request.ip). */
  ip?: string | null;
}

/** JSON for jsonb: bigints as decimal strings (amounts stay exact). */
function toJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

/** Who changes what, for an entry written when the change happens (its before and after come then). */
export type StaffChange = Omit<StaffAuditEntry, 'resourceId' | 'before' | 'after' | 'reason'> & {
  reason?: string | null;
};

/** How an audited thing is named and shown in the log. */
export interface AuditedShape<T> {
  idOf(value: T): string;
  view(value: T): unknown;
}

@Injectable()
export class StaffAuditLog {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * A callback for commands that write a change and call back in their transaction with what it
   * was and became: it records the entry there, so the change and its entry commit together.
   */
  onChange<T>(
    change: StaffChange,
    shape: AuditedShape<T>,
  ): (tx: SqlExecutor, values: { before: T | null; after: T | null }) => Promise<void> {
    return (tx, { before, after }) =>
      this.record(
        {
          ...change,
          resourceId: shape.idOf((after ?? before)!),
          before: before == null ? undefined : shape.view(before),
          after: after == null ? undefined : shape.view(after),
          reason: change.reason ?? null,
        },
        tx,
      );
  }

  async record(entry: StaffAuditEntry, executor: SqlExecutor = this.sql): Promise<void> {
    await executor.query(
      `INSERT INTO admin_audit_log (staff_id, staff_email, role, action, resource, resource_id, before, after, reason, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
      [
        entry.staff.staffId,
        entry.staff.email,
        entry.staff.role,
        entry.action,
        entry.resource,
        entry.resourceId,
        toJson(entry.before),
        toJson(entry.after),
        entry.reason ?? null,
        entry.ip ?? null,
      ],
    );
  }
}
