// What specs of an audit check ask of the whole audit: one check's result in a fresh audit of the
// log (the check as registered with its feature, found by its name), and the checks that failed.
import type { SqlClient } from '@lootledger/event-store';
import type { AuditCheck, AuditCheckResult } from '../../platform/event-sourcing';
import { runAudit } from '../ledger-audit';

/** The result of `check` in a fresh audit of the whole log. */
export async function auditResultOf(sql: SqlClient, check: Pick<AuditCheck, 'name'>): Promise<AuditCheckResult> {
  const result = (await runAudit(sql)).checks.find((candidate) => candidate.name === check.name);
  if (!result) throw new Error(`the audit ran no check named "${check.name}"`);
  return result;
}

/** The checks of a fresh audit of the whole log that found failures ([] for a sound log). */
export async function failingAuditChecks(sql: SqlClient): Promise<AuditCheckResult[]> {
  return (await runAudit(sql)).checks.filter((result) => result.failureCount > 0);
}
