// Public query of the ledger for finance reports: the coins moved by each change type over a time
// range, per day/week/month (UTC; weeks start on Monday), from the change records read model (one
// row per coin event, fed from the log a moment after it). Credits and debits apart, so a report can
// tell a bonus paid from a bonus taken back. Grouped by change type in one statement (sumByBucket of
// platform/database sums one amount per bucket).
import { Query } from '@nestjs/cqrs';
import type { ChangeType } from '@lootledger/contracts';
import type { ReportRange } from '../../platform/database/bucketed-totals';

/** The dashboard's range and buckets (platform/database/bucketed-totals.ts). */
export type ChangeTypeRange = ReportRange;

export interface ChangeTypeTotal {
  /** The bucket's first day, YYYY-MM-DD. */
  bucket: string;
  changeType: ChangeType;
  /** Coins credited to players, hundredths (≥ 0). */
  credited: bigint;
  /** Coins debited from players, hundredths (≥ 0). */
  debited: bigint;
  /** Coin events. */
  count: number;
}

export class GetChangeTypeTotalsQuery extends Query<ChangeTypeTotal[]> {
  constructor(readonly range: ChangeTypeRange) {
    super();
  }
}
