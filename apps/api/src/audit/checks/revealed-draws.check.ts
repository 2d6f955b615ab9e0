// Re-checks every revealed provably-fair draw against libs/fairness. The fairness library and the
// games' draw events arrive with the games issue: until then this reports itself as skipped.
// To implement: read the box-open events whose server seed is revealed, recompute each roll with
// libs/fairness from (server_seed, client_seed, nonce) and the recorded pool, and add a failure
// naming the stream and event for any draw that differs.
import type { AuditCheck, AuditCheckResult } from '../audit-check';

export const revealedDrawsCheck: AuditCheck = {
  name: 'revealed draws (libs/fairness)',
  async run(): Promise<AuditCheckResult> {
    return {
      name: this.name,
      checked: [],
      failureCount: 0,
      failures: [],
      skipped: 'no draw events or fairness library yet',
    };
  },
};

/** Checks run after the ledger's own: add new ones here. */
export const EXTRA_AUDIT_CHECKS: readonly AuditCheck[] = [revealedDrawsCheck];
