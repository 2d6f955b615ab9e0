// The audit context: replays the log into every registered read model and verifies the ledger and
// every registered check (npm run audit).
export { runAudit, type AuditReport, type AuditOptions } from './ledger-audit';
export { formatAuditReport } from './audit.report';
