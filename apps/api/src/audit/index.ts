// The audit context: replays the log and verifies the ledger (npm run audit; admin reports later).
export { runAudit, type AuditReport, type AuditOptions } from './ledger-audit';
export { formatAuditReport } from './audit.report';
export type { AuditCheck, AuditCheckResult } from './audit-check';
