// Response shape of /admin/api/audit-log: one thing a staff member did, with the record before and after.

export interface AuditLogEntryResponse {
  id: string;
  /** When it was done (UTC). */
  at: string;
  staff_id: string;
  staff_email: string;
  /** The role the staff member had then. */
  role: string;
  /** create, edit, freeze, unfreeze, approve, reject, ... */
  action: string;
  resource: string;
  resource_id: string | null;
  /** The record before the change (null for a creation). */
  before: unknown;
  /** The record after the change (null for a deletion). */
  after: unknown;
  reason: string | null;
  ip: string | null;
}
