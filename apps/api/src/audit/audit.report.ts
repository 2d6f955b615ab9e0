// Prints an audit report an auditor can file: what was covered (events, streams, positions, the
// chain head), then one line per check with what it checked and its failures, then the verdict.
import type { AuditReport } from './ledger-audit';
import type { ChainHead } from './log-integrity-audit';

/** The events no exported checkpoint covers: what a rewrite with recomputed hashes could change unseen. */
export function describeTail(tail: ChainHead['afterLastExport']): string {
  if (tail === null) return 'unknown: no exported checkpoints given (--checkpoints FILE)';
  if (tail.checkpoint === null) return `${tail.events} events, no exported checkpoint`;
  return `${tail.events} events after the last exported checkpoint (seq ${tail.checkpoint.seq}, position ${tail.checkpoint.position.globalPosition})`;
}

export function formatAuditReport(report: AuditReport, source: string): string {
  const { coverage } = report;
  const head = coverage.chainHead;
  const last = head.lastCheckpoint;
  const lines = [
    `Lootledger audit of ${source}`,
    `  covered:         ${coverage.events} events in ${coverage.streams} streams`,
    `  positions:       ${coverage.firstPosition === null ? 'empty log' : `${coverage.firstPosition} to ${coverage.lastPosition}`}`,
    `  chain head:      ${head.chainHash} over ${head.eventCount} events (up to position ${head.position.globalPosition})`,
    `  last checkpoint: ${last ? `#${last.seq} at position ${last.position.globalPosition}, ${last.eventCount} events, ${last.chainHash}, ${last.createdAt.toISOString()}` : 'none'}`,
    `  uncovered tail:  ${describeTail(head.afterLastExport)}`,
    '',
  ];
  for (const check of report.checks) {
    const mark = check.skipped ? 'SKIP' : check.failureCount === 0 ? 'OK  ' : 'FAIL';
    lines.push(`${mark} ${check.name}${check.skipped ? `: ${check.skipped}` : ''}`);
    for (const line of check.checked) lines.push(`       ${line}`);
    for (const failure of check.failures) lines.push(`     ! ${failure}`);
    const hidden = check.failureCount - check.failures.length;
    if (hidden > 0) lines.push(`     ! ... and ${hidden} more`);
  }
  lines.push('', 'Time:');
  for (const [phase, ms] of report.timings) lines.push(`  ${(ms / 1000).toFixed(2).padStart(8)} s  ${phase}`);
  lines.push('');
  const counts = report.checks
    .filter((check) => !check.skipped && check.failureCount > 0)
    .map((check) => `${check.name}: ${check.failureCount}`);
  lines.push(
    report.ok
      ? `PASSED: ${report.checks.filter((check) => !check.skipped).length} checks, no mismatch`
      : `FAILED: ${report.failureCount} mismatch(es) (${counts.join('; ')})`,
  );
  return lines.join('\n');
}
