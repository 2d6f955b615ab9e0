// A manual coin adjustment by staff, its own stream `adjustment-{id}` (four-eyes): requested with a
// mandatory reason; above the approval threshold it waits until a different staff member approves
// (or someone rejects it); approved (or under the threshold, at once) it is applied to the player's
// account as one ledger credit or debit (change type STAFF_ADJUSTMENT, reference = adjustment id, so
// applying it twice moves the coins once), then recorded as applied. A debit the balance cannot cover
// when it is applied ends failed (nothing moved). Pure: facts, state, decisions; amounts are integer
// hundredths as decimal strings.
import { DomainError } from '../../../platform/errors/domain-error';
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';

export const ADJUSTMENT_STREAM_PREFIX = 'adjustment-';

export function adjustmentStreamId(adjustmentId: string): string {
  return `${ADJUSTMENT_STREAM_PREFIX}${adjustmentId}`;
}

export type AdjustmentDirection = 'credit' | 'debit';
export const ADJUSTMENT_DIRECTIONS: readonly AdjustmentDirection[] = ['credit', 'debit'];

export interface AdjustmentRequested {
  readonly type: 'AdjustmentRequested';
  readonly data: {
    readonly adjustment_id: string;
    readonly player_id: string;
    readonly direction: AdjustmentDirection;
    /** Hundredths, > 0. */
    readonly amount: string;
    readonly reason: string;
    /** Staff id. */
    readonly requested_by: string;
    /** Above the threshold at the time of the request: a second staff member must approve. */
    readonly approval_required: boolean;
    /** The threshold it was judged against, hundredths. */
    readonly threshold: string;
  };
}

export interface AdjustmentApproved {
  readonly type: 'AdjustmentApproved';
  readonly data: { readonly approved_by: string; readonly note: string | null };
}

export interface AdjustmentRejected {
  readonly type: 'AdjustmentRejected';
  readonly data: { readonly rejected_by: string; readonly reason: string };
}

/** The ledger took it: the player's balance after the adjustment, hundredths. */
export interface AdjustmentApplied {
  readonly type: 'AdjustmentApplied';
  readonly data: { readonly balance_after: string };
}

/** The ledger refused it when it was applied (a debit beyond the balance): nothing moved. */
export interface AdjustmentFailed {
  readonly type: 'AdjustmentFailed';
  readonly data: { readonly error: 'INSUFFICIENT_BALANCE' };
}

export type AdjustmentEvent =
  AdjustmentRequested | AdjustmentApproved | AdjustmentRejected | AdjustmentApplied | AdjustmentFailed;

/**
 * pending: awaits a second staff member; approved: to be applied (at once, or by the recovery loop
 * after a crash); applied, rejected, failed: final.
 */
export type AdjustmentStatus = 'pending' | 'approved' | 'applied' | 'rejected' | 'failed';
export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = [
  'pending',
  'approved',
  'applied',
  'rejected',
  'failed',
];

export interface AdjustmentState {
  readonly request: AdjustmentRequested['data'] | null;
  readonly status: AdjustmentStatus | null;
  readonly approvedBy: string | null;
  readonly balanceAfter: string | null;
}

export function initialAdjustmentState(): AdjustmentState {
  return { request: null, status: null, approvedBy: null, balanceAfter: null };
}

export function evolveAdjustment(state: AdjustmentState, event: AdjustmentEvent): AdjustmentState {
  switch (event.type) {
    case 'AdjustmentRequested':
      return { ...state, request: event.data, status: event.data.approval_required ? 'pending' : 'approved' };
    case 'AdjustmentApproved':
      return { ...state, status: 'approved', approvedBy: event.data.approved_by };
    case 'AdjustmentRejected':
      return { ...state, status: 'rejected' };
    case 'AdjustmentApplied':
      return { ...state, status: 'applied', balanceAfter: event.data.balance_after };
    case 'AdjustmentFailed':
      return { ...state, status: 'failed' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown adjustment event ${(unknown as { type: string }).type}`);
    }
  }
}

const adjustmentEvent = checkedEvents<AdjustmentEvent>();

export const ADJUSTMENT = defineStreamKind<AdjustmentState, AdjustmentEvent>({
  name: 'coin-adjustment',
  prefix: ADJUSTMENT_STREAM_PREFIX,
  events: [
    adjustmentEvent('AdjustmentRequested', (data, check) => {
      check.string(data.player_id, 'player_id');
      check.that(data.direction === 'credit' || data.direction === 'debit', 'direction missing');
      check.integer(data.amount, 'amount');
    }),
    adjustmentEvent('AdjustmentApproved', (data, check) => check.string(data.approved_by, 'approved_by')),
    adjustmentEvent('AdjustmentRejected', (data, check) => check.string(data.rejected_by, 'rejected_by')),
    adjustmentEvent('AdjustmentApplied', (data, check) => check.integer(data.balance_after, 'balance_after')),
    adjustmentEvent('AdjustmentFailed', (data, check) => check.string(data.error, 'error')),
  ],
  initialState: initialAdjustmentState,
  evolve: evolveAdjustment,
});

export interface AdjustmentRequest {
  adjustmentId: string;
  playerId: string;
  direction: AdjustmentDirection;
  /** Hundredths. */
  amount: bigint;
  reason: string;
  requestedBy: string;
  /** ADJUSTMENT_APPROVAL_THRESHOLD, hundredths: above it a second staff member approves. */
  threshold: bigint;
}

function reasonRequired(field = 'reason'): DomainError {
  return DomainError.invalidFields([{ field, message: { en: `${field} is required`, zh: '请填写原因' } }]);
}

/** A new adjustment: pending when above the threshold, else approved at once (applied next). */
export function requestAdjustment(request: AdjustmentRequest): AdjustmentRequested {
  if (request.amount <= 0n) {
    throw DomainError.invalidFields([
      { field: 'amount', message: { en: 'amount must be greater than 0', zh: '金额必须大于 0' } },
    ]);
  }
  const reason = request.reason.trim();
  if (reason.length === 0) throw reasonRequired();
  return {
    type: 'AdjustmentRequested',
    data: {
      adjustment_id: request.adjustmentId,
      player_id: request.playerId,
      direction: request.direction,
      amount: request.amount.toString(),
      reason,
      requested_by: request.requestedBy,
      approval_required: request.amount > request.threshold,
      threshold: request.threshold.toString(),
    },
  };
}

/**
 * A second staff member approves: never the requester (403 SELF_APPROVAL_FORBIDDEN), only while
 * pending (409 ADJUSTMENT_NOT_PENDING: already approved, applied, rejected, or never needed approval).
 */
export function approveAdjustment(
  state: AdjustmentState,
  approval: { by: string; note?: string | null },
): AdjustmentApproved {
  if (!state.request) throw new DomainError('ADJUSTMENT_NOT_FOUND');
  if (approval.by === state.request.requested_by) throw new DomainError('SELF_APPROVAL_FORBIDDEN');
  if (state.status !== 'pending') throw new DomainError('ADJUSTMENT_NOT_PENDING');
  return { type: 'AdjustmentApproved', data: { approved_by: approval.by, note: approval.note?.trim() || null } };
}

/** Rejects a pending adjustment (the requester may withdraw their own); nothing is applied. */
export function rejectAdjustment(
  state: AdjustmentState,
  rejection: { by: string; reason: string },
): AdjustmentRejected {
  if (!state.request) throw new DomainError('ADJUSTMENT_NOT_FOUND');
  const reason = rejection.reason.trim();
  if (reason.length === 0) throw reasonRequired();
  if (state.status !== 'pending') throw new DomainError('ADJUSTMENT_NOT_PENDING');
  return { type: 'AdjustmentRejected', data: { rejected_by: rejection.by, reason } };
}

/** What the ledger's answer means for an approved adjustment: applied, failed, or nothing (not approved). */
export function settleAdjustment(
  state: AdjustmentState,
  outcome: { kind: 'applied'; balanceAfter: bigint } | { kind: 'refused'; error: 'INSUFFICIENT_BALANCE' },
): AdjustmentApplied | AdjustmentFailed | null {
  if (state.status !== 'approved') return null;
  return outcome.kind === 'applied'
    ? { type: 'AdjustmentApplied', data: { balance_after: outcome.balanceAfter.toString() } }
    : { type: 'AdjustmentFailed', data: { error: outcome.error } };
}

/** The state after these events (from the start, or from `state`). */
export function foldAdjustment(events: readonly AdjustmentEvent[], state = initialAdjustmentState()): AdjustmentState {
  return ADJUSTMENT.fold(state, events);
}
