// Response shapes of the ledger's staff calls: coin adjustments with their four-eyes trail
// (/admin/api/coin-adjustments) and a player's raw events (/admin/api/player-events).

export type AdjustmentDirection = 'credit' | 'debit';

/**
 * pending: awaits a second staff member; approved: being applied; applied; rejected; failed (a debit
 * the balance could not cover when applied: nothing moved).
 */
export type AdjustmentStatus = 'pending' | 'approved' | 'applied' | 'rejected' | 'failed';

export interface CoinAdjustmentResponse {
  /** The adjustment id: also the reference of its ledger event. */
  id: string;
  player_id: string;
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  status: AdjustmentStatus;
  /** Above the approval threshold when requested. */
  approval_required: boolean;
  /** The threshold it was judged against. */
  threshold: string;
  requested_by: string;
  requested_by_email: string | null;
  approved_by: string | null;
  approved_by_email: string | null;
  approval_note: string | null;
  rejected_by: string | null;
  rejected_by_email: string | null;
  rejection_reason: string | null;
  /** The player's balance after it. */
  balance_after: string | null;
  /** The error key of a failed adjustment (INSUFFICIENT_BALANCE). */
  failure: string | null;
  /** When it was requested. */
  created_at: string;
  /** When it was approved or rejected. */
  decided_at: string | null;
  applied_at: string | null;
  updated_at: string;
}

/** One event of the stream player-{id}, as stored, with coin amounts also as two-decimal strings. */
export interface PlayerEventResponse {
  /** The event id (uuid). */
  id: string;
  player_id: string;
  /** Stream version: 1 for the first event. */
  version: number;
  /** Position in the whole log. */
  global_position: string;
  type: string;
  /** As stored: amounts in integer hundredths as strings. */
  data: Record<string, unknown>;
  /** actor {type, id}, correlation/causation ids, schema, time. */
  metadata: Record<string, unknown>;
  /** Coin events: the signed amount. */
  amount: string | null;
  /** Coin events: the balance after. */
  balance_after: string | null;
  created_at: string;
}
