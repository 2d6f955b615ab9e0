// Prints an audit report: one line per check with what it checked, then its failures.
import type { AuditReport } from './ledger-audit';

export function formatAuditReport(report: AuditReport, source: string): string {
  const lines = [`Lootledger audit of ${source}`, ''];
  for (const check of report.checks) {
    const mark = check.skipped ? 'SKIP' : check.failureCount === 0 ? 'OK  ' : 'FAIL';
    lines.push(`${mark} ${check.name}${check.skipped ? `: ${check.skipped}` : ''}`);
    for (const line of check.checked) lines.push(`       ${line}`);
    for (const failure of check.failures) lines.push(`     ! ${failure}`);
    const hidden = check.failureCount - check.failures.length;
    if (hidden > 0) lines.push(`     ! ... and ${hidden} more`);
  }
  lines.push('');
  lines.push(
    report.ok
      ? `PASSED: ${report.checks.filter((check) => !check.skipped).length} checks, no mismatch`
      : `FAILED: ${report.failureCount} mismatch(es)`,
  );
  return lines.join('\n');
}
