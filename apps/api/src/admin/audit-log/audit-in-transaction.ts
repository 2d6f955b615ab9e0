// The staff audit-log entry of a change that is an event append: written by the append's own
// transaction (as a one-off inline projection), so the entry exists exactly when the change does.
import type { Projection } from '@lootledger/event-store';
import type { StaffAuditEntry, StaffAuditLog } from './staff-audit-log';

export function auditedAppend(log: StaffAuditLog, entry: StaffAuditEntry): Projection {
  return { name: `admin.audit-log ${entry.resource}/${entry.action}`, apply: (tx) => log.record(entry, tx) };
}
