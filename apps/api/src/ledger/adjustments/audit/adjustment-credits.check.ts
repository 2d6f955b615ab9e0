// Reconciles staff coin adjustments on player streams (change type STAFF_ADJUSTMENT, reference = the
// adjustment id) with their own streams (four-eyes): each coin event is of a requested adjustment,
// on its player, in its direction, for its amount, once; above the threshold recorded on the request
// it was approved by a second staff member, and never rejected or failed; an adjustment recorded as
// applied has its coin event with the same balance after. An approved adjustment with no coin event
// fails once the adjustment process has passed its approval; before that it is pending.
import { ChangeType, formatAmount } from '@lootledger/contracts';
import { compareLogPositions, type LogPosition, type RecordedEvent } from '@lootledger/event-store';
import { checkpointIn, defineAuditCheck, describeRecorded, scanEvents } from '../../../platform/event-sourcing';
import { ADJUSTMENT_PROCESS } from '../adjustment.process';
import { ADJUSTMENT, type AdjustmentRequested } from '../domain/coin-adjustment';

interface Step {
  where: string;
  position: LogPosition;
  data: Record<string, unknown>;
}

interface Adjustment {
  requested?: Step;
  approved?: Step;
  rejected?: Step;
  applied?: Step;
  failed?: Step;
  moves: { streamId: string; type: string; amount: string; balanceAfter: string; where: string }[];
}

export const adjustmentCreditsCheck = defineAuditCheck(
  'coin adjustments: approvals and ledger events',
  async (tx, failures) => {
    const adjustments = new Map<string, Adjustment>();
    const adjustment = (id: string) => {
      const known = adjustments.get(id) ?? { moves: [] };
      adjustments.set(id, known);
      return known;
    };
    const visit = (event: RecordedEvent) => {
      const step: Step = { where: describeRecorded(event), position: event, data: event.data };
      const id = ADJUSTMENT.idOf(event.streamId);
      if (id === null) {
        adjustment(String(event.data.reference)).moves.push({
          streamId: event.streamId,
          type: event.type,
          amount: String(event.data.amount),
          balanceAfter: String(event.data.balance_after),
          where: step.where,
        });
        return;
      }
      const known = adjustment(id);
      if (event.type === 'AdjustmentRequested') known.requested = step;
      else if (event.type === 'AdjustmentApproved') known.approved = step;
      else if (event.type === 'AdjustmentRejected') known.rejected = step;
      else if (event.type === 'AdjustmentApplied') known.applied = step;
      else if (event.type === 'AdjustmentFailed') known.failed = step;
    };
    await scanEvents(
      tx,
      ['AdjustmentRequested', 'AdjustmentApproved', 'AdjustmentRejected', 'AdjustmentApplied', 'AdjustmentFailed'],
      visit,
      `e.stream_id LIKE 'adjustment-%'`,
    );
    await scanEvents(
      tx,
      ['CoinsCredited', 'CoinsDebited'],
      visit,
      `e.stream_id LIKE 'player-%' AND e.data->>'change_type' = '${ChangeType.STAFF_ADJUSTMENT}'`,
    );
    const checkpoint = await checkpointIn(tx, ADJUSTMENT_PROCESS);

    let requests = 0;
    let moved = 0;
    let pending = 0;
    for (const [id, { requested, approved, rejected, applied, failed, moves }] of adjustments) {
      if (!requested) {
        for (const move of moves) failures.add(`${move.where}: staff adjustment ${id} was never requested`);
        continue;
      }
      requests++;
      const request = requested.data as unknown as AdjustmentRequested['data'];
      const amount = BigInt(request.amount);
      const required = amount > BigInt(request.threshold);
      if (request.approval_required !== required) {
        failures.add(
          `${requested.where}: approval_required ${request.approval_required} for ${formatAmount(amount)} against a threshold of ${formatAmount(BigInt(request.threshold))}`,
        );
      }
      const approvedBy = approved ? String(approved.data.approved_by) : null;
      if (approved && approvedBy === request.requested_by)
        failures.add(`${approved.where}: approved by its own requester ${approvedBy}`);
      const authorised = (!required || (approved && approvedBy !== request.requested_by)) && !rejected && !failed;

      const player = `player-${request.player_id}`;
      const type = request.direction === 'credit' ? 'CoinsCredited' : 'CoinsDebited';
      const signed = request.direction === 'credit' ? request.amount : `-${request.amount}`;
      for (const [index, move] of moves.entries()) {
        moved++;
        const unauthorised = rejected ? 'rejected' : failed ? 'failed' : 'not approved by a second staff member';
        if (index > 0) failures.add(`${move.where}: adjustment ${id} applied twice`);
        else if (!authorised) failures.add(`${move.where}: adjustment ${id} moved coins, but it is ${unauthorised}`);
        if (move.streamId !== player || move.type !== type || move.amount !== signed) {
          failures.add(
            `${move.where}: ${move.type} of ${move.amount} on ${move.streamId}, adjustment ${id} is ${type} of ${signed} on ${player}`,
          );
        }
      }
      if (applied && moves[0] && String(applied.data.balance_after) !== moves[0].balanceAfter) {
        failures.add(
          `${applied.where}: balance after ${String(applied.data.balance_after)}, its ledger event says ${moves[0].balanceAfter}`,
        );
      }
      if (moves.length === 0 && (applied || authorised)) {
        const trigger = approved ?? requested;
        if (applied) failures.add(`${applied.where}: adjustment ${id} recorded applied, no ledger event on ${player}`);
        else if (checkpoint && compareLogPositions(trigger.position, checkpoint) <= 0)
          failures.add(`${trigger.where}: adjustment ${id} approved, never applied to ${player}`);
        else pending++;
      }
    }

    return [
      `${moved} staff-adjustment ledger events reconciled with ${requests} adjustments (requested, approved by a second staff member above the threshold, same player and amount, once); ${pending} pending (the adjustment process has not got there yet)`,
    ];
  },
);
