// An audit check a context registers with its feature (`npm run audit` runs every registered one
// inside its snapshot transaction, after the ledger's own checks): what it checked, with counts,
// and each failure, naming the stream and event it is about.
import type { SqlExecutor } from '@lootledger/event-store';

export interface AuditCheckResult {
  name: string;
  /** What was checked, e.g. ["250000 events in 1200 streams"]. */
  checked: string[];
  /** Total failures (failures[] may hold only the first ones). */
  failureCount: number;
  failures: string[];
  /** Set when the check could not run here (it counts as neither pass nor failure). */
  skipped?: string;
}

/** A check that runs inside the audit's snapshot transaction (read only: it must write nothing). */
export interface AuditCheck {
  readonly name: string;
  run(tx: SqlExecutor, options: { maxFailuresShown: number }): Promise<AuditCheckResult>;
}

/** Collects failures, keeping the first `limit` messages and counting the rest. */
export class FailureList {
  count = 0;
  readonly shown: string[] = [];

  constructor(private readonly limit: number) {}

  add(message: string): void {
    this.count++;
    if (this.shown.length < this.limit) this.shown.push(message);
  }

  /** Counts failures that were found but not fetched (beyond the shown ones). */
  uncounted(count: number): void {
    if (count > 0) this.count += count;
  }
}

export function describeEvent(streamId: string, version: number | null, eventId: string | null): string {
  if (version === null) return `stream ${streamId}`;
  return `stream ${streamId} v${version} (event ${eventId ?? 'not in the log'})`;
}
