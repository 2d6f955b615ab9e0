import {
  approveAdjustment,
  foldAdjustment,
  rejectAdjustment,
  requestAdjustment,
  settleAdjustment,
  type AdjustmentEvent,
  type AdjustmentRequest,
  type AdjustmentState,
} from './coin-adjustment';
import { refusal } from '../../../platform/testing/refusal';

const request = (overrides: Partial<AdjustmentRequest> = {}): AdjustmentRequest => ({
  adjustmentId: 'adj-1',
  playerId: 'player-1',
  direction: 'credit',
  amount: 150_000n,
  reason: ' goodwill for ticket 17 ',
  requestedBy: '3',
  threshold: 100_000n,
  ...overrides,
});

const given = (...events: AdjustmentEvent[]): AdjustmentState => foldAdjustment(events);

describe('coin adjustment (four-eyes)', () => {
  it('above the threshold: pending, with the trimmed reason and the threshold it was judged against', () => {
    const requested = requestAdjustment(request());
    expect(requested).toEqual({
      type: 'AdjustmentRequested',
      data: {
        adjustment_id: 'adj-1',
        player_id: 'player-1',
        direction: 'credit',
        amount: '150000',
        reason: 'goodwill for ticket 17',
        requested_by: '3',
        approval_required: true,
        threshold: '100000',
      },
    });
    expect(given(requested).status).toBe('pending');
  });

  it('at or below the threshold: approved at once (to be applied)', () => {
    expect(given(requestAdjustment(request({ amount: 100_000n }))).status).toBe('approved');
    expect(given(requestAdjustment(request({ amount: 1n }))).status).toBe('approved');
  });

  it('refuses a blank reason and an amount not above zero', () => {
    expect(refusal(() => requestAdjustment(request({ reason: '   ' })))).toBe('VALIDATION_FAILED');
    expect(refusal(() => requestAdjustment(request({ amount: 0n })))).toBe('VALIDATION_FAILED');
  });

  it('is approved by a second staff member only, once', () => {
    const pending = given(requestAdjustment(request()));
    expect(refusal(() => approveAdjustment(pending, { by: '3' }))).toBe('SELF_APPROVAL_FORBIDDEN');
    const approved = approveAdjustment(pending, { by: '4', note: '  ok  ' });
    expect(approved).toEqual({ type: 'AdjustmentApproved', data: { approved_by: '4', note: 'ok' } });
    const state = foldAdjustment([approved], pending);
    expect(state).toMatchObject({ status: 'approved', approvedBy: '4' });
    expect(refusal(() => approveAdjustment(state, { by: '5' }))).toBe('ADJUSTMENT_NOT_PENDING');
    expect(refusal(() => rejectAdjustment(state, { by: '5', reason: 'late' }))).toBe('ADJUSTMENT_NOT_PENDING');
  });

  it('never needs approval under the threshold: approving it is refused', () => {
    const immediate = given(requestAdjustment(request({ amount: 10n })));
    expect(refusal(() => approveAdjustment(immediate, { by: '4' }))).toBe('ADJUSTMENT_NOT_PENDING');
  });

  it('is rejected with a reason (the requester may withdraw their own); then nothing more happens', () => {
    const pending = given(requestAdjustment(request()));
    expect(refusal(() => rejectAdjustment(pending, { by: '4', reason: ' ' }))).toBe('VALIDATION_FAILED');
    const rejected = foldAdjustment([rejectAdjustment(pending, { by: '3', reason: 'typo in amount' })], pending);
    expect(rejected.status).toBe('rejected');
    expect(refusal(() => approveAdjustment(rejected, { by: '4' }))).toBe('ADJUSTMENT_NOT_PENDING');
    expect(settleAdjustment(rejected, { kind: 'applied', balanceAfter: 1n })).toBeNull();
  });

  it('settles an approved adjustment once: applied with the balance after, or failed', () => {
    const approved = given(requestAdjustment(request({ amount: 10n })));
    const applied = settleAdjustment(approved, { kind: 'applied', balanceAfter: 2_510n });
    expect(applied).toEqual({ type: 'AdjustmentApplied', data: { balance_after: '2510' } });
    const done = foldAdjustment([applied!], approved);
    expect(done).toMatchObject({ status: 'applied', balanceAfter: '2510' });
    expect(settleAdjustment(done, { kind: 'applied', balanceAfter: 9n })).toBeNull();
    const failed = settleAdjustment(approved, { kind: 'refused', error: 'INSUFFICIENT_BALANCE' });
    expect(foldAdjustment([failed!], approved).status).toBe('failed');
  });

  it('knows nothing of an adjustment never requested', () => {
    expect(refusal(() => approveAdjustment(given(), { by: '4' }))).toBe('ADJUSTMENT_NOT_FOUND');
    expect(refusal(() => rejectAdjustment(given(), { by: '4', reason: 'x' }))).toBe('ADJUSTMENT_NOT_FOUND');
  });
});
