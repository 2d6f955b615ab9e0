// Runs coin adjustments (stream kind ADJUSTMENT, see domain/coin-adjustment.ts): each staff action is
// one command on the adjustment's stream with its audit-log entry in the append's transaction (a
// fresh command key: each action is its own fact, and a racing action is decided again on the
// stream and refused); applying is one ledger credit or debit keyed by the adjustment id
// (idempotent: a repeat moves nothing), then AdjustmentApplied (or AdjustmentFailed) under one
// command key, so a repeated step is a no-op. The adjustment process (adjustment.process.ts)
// finishes any adjustment approved but not applied (a crash in between).
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ChangeType, CounterAccount, formatAmount } from '@lootledger/contracts';
import { CreditCoinsCommand } from '../credit-coins/credit-coins.command';
import { DebitCoinsCommand } from '../debit-coins/debit-coins.command';
import { ListChangeRecordsQuery, type ChangeRecordsPage } from '../list-change-records/list-change-records.query';
import { type PlayerAccountResult } from '../player-account/player-account.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import { EventSourcing, type Actor, type Decide, type StreamRunner } from '../../platform/event-sourcing';
import { StaffAuditLog, type StaffAuditEntry } from '../../staff';
import type { AuthenticatedStaff } from '../../platform/auth';
import { PLAYER_DIRECTORY, type PlayerDirectory } from './player-directory.port';
import {
  ADJUSTMENT,
  approveAdjustment,
  rejectAdjustment,
  requestAdjustment,
  settleAdjustment,
  type AdjustmentDirection,
  type AdjustmentState,
} from './domain/coin-adjustment';

export const COIN_ADJUSTMENTS_RESOURCE = 'coin-adjustments';
const SYSTEM_ACTOR: Actor = { type: 'system', id: 'coin-adjustments' };

export interface AdjustmentInput {
  playerId: string;
  direction: AdjustmentDirection;
  /** Hundredths. */
  amount: bigint;
  reason: string;
}

@Injectable()
export class CoinAdjustmentsService {
  private readonly adjustments: StreamRunner<AdjustmentState>;

  constructor(
    eventSourcing: EventSourcing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly auditLog: StaffAuditLog,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
  ) {
    this.adjustments = eventSourcing.runner(ADJUSTMENT);
  }

  async load(adjustmentId: string): Promise<AdjustmentState> {
    return (await this.adjustments.load(adjustmentId)).state;
  }

  /**
   * A staff member asks for an adjustment. At or below the threshold it is applied now (a debit the
   * balance cannot cover: 422 INSUFFICIENT_BALANCE, the adjustment ends failed); above it, it waits
   * for a second staff member. Returns the adjustment's id.
   */
  async request(staff: AuthenticatedStaff, input: AdjustmentInput, ip: string | null): Promise<string> {
    if (!(await this.players.exists(input.playerId))) throw new DomainError('USER_NOT_FOUND');
    const adjustmentId = randomUUID();
    const requested = requestAdjustment({
      adjustmentId,
      playerId: input.playerId,
      direction: input.direction,
      amount: input.amount,
      reason: input.reason,
      requestedBy: staff.staffId,
      threshold: this.config.adjustmentApprovalThreshold,
    });
    await this.staffAction(adjustmentId, () => [requested], staff, {
      staff,
      action: 'create',
      resource: COIN_ADJUSTMENTS_RESOURCE,
      resourceId: adjustmentId,
      before: null,
      after: {
        player_id: input.playerId,
        direction: input.direction,
        amount: formatAmount(input.amount),
        status: requested.data.approval_required ? 'pending' : 'approved',
        approval_required: requested.data.approval_required,
      },
      reason: requested.data.reason,
      ip,
    });
    if (!requested.data.approval_required) await this.apply(adjustmentId);
    return adjustmentId;
  }

  /**
   * A second staff member approves, then it is applied. Of parallel approvals one wins; the others
   * find it no longer pending (409 ADJUSTMENT_NOT_PENDING); the coins move once.
   */
  async approve(
    staff: AuthenticatedStaff,
    adjustmentId: string,
    note: string | null,
    ip: string | null,
  ): Promise<void> {
    const state = await this.existing(adjustmentId);
    const approved = approveAdjustment(state, { by: staff.staffId, note });
    await this.staffAction(
      adjustmentId,
      (current) => [approveAdjustment(current, { by: staff.staffId, note })],
      staff,
      {
        staff,
        action: 'approve',
        resource: COIN_ADJUSTMENTS_RESOURCE,
        resourceId: adjustmentId,
        before: { status: 'pending' },
        after: { status: 'approved', approved_by: staff.staffId },
        reason: approved.data.note ?? state.request!.reason,
        ip,
      },
    );
    await this.apply(adjustmentId);
  }

  /** Rejects a pending adjustment: nothing is applied. */
  async reject(staff: AuthenticatedStaff, adjustmentId: string, reason: string, ip: string | null): Promise<void> {
    const state = await this.existing(adjustmentId);
    const rejected = rejectAdjustment(state, { by: staff.staffId, reason });
    await this.staffAction(
      adjustmentId,
      (current) => [rejectAdjustment(current, { by: staff.staffId, reason })],
      staff,
      {
        staff,
        action: 'reject',
        resource: COIN_ADJUSTMENTS_RESOURCE,
        resourceId: adjustmentId,
        before: { status: 'pending' },
        after: { status: 'rejected', rejected_by: staff.staffId },
        reason: rejected.data.reason,
        ip,
      },
    );
  }

  /**
   * Applies an approved adjustment to the player's account (idempotent by the adjustment id) and
   * records the outcome; a no-op for any other status. Rethrows the ledger's INSUFFICIENT_BALANCE
   * after recording the failure.
   */
  async apply(adjustmentId: string): Promise<AdjustmentState> {
    const state = await this.load(adjustmentId);
    if (state.status !== 'approved') return state;
    const request = state.request!;
    const input = {
      playerId: request.player_id,
      amount: BigInt(request.amount),
      changeType: ChangeType.STAFF_ADJUSTMENT,
      reference: adjustmentId,
      counterAccount: CounterAccount.STAFF_ADJUSTMENT,
      actor: { type: 'staff' as const, id: state.approvedBy ?? request.requested_by },
      correlationId: adjustmentId,
    };
    let result: PlayerAccountResult;
    try {
      result = await this.commandBus.execute(
        request.direction === 'credit' ? new CreditCoinsCommand(input) : new DebitCoinsCommand(input),
      );
    } catch (error) {
      if (!(error instanceof DomainError) || error.key !== 'INSUFFICIENT_BALANCE') throw error;
      await this.settle(adjustmentId, (current) =>
        settleAdjustment(current, { kind: 'refused', error: 'INSUFFICIENT_BALANCE' }),
      );
      throw new DomainError('INSUFFICIENT_BALANCE', {}, { adjustment_id: adjustmentId, status: 'failed' });
    }
    const balanceAfter = result.idempotent ? await this.balanceAfter(request.player_id, adjustmentId) : result.balance;
    return this.settle(adjustmentId, (current) => settleAdjustment(current, { kind: 'applied', balanceAfter }));
  }

  private async existing(adjustmentId: string): Promise<AdjustmentState> {
    const state = await this.load(adjustmentId);
    if (!state.request) throw new DomainError('ADJUSTMENT_NOT_FOUND');
    return state;
  }

  /** The balance after the adjustment's ledger event (when this run found it already applied). */
  private async balanceAfter(playerId: string, adjustmentId: string): Promise<bigint> {
    const page = await this.queryBus.execute<ListChangeRecordsQuery, ChangeRecordsPage>(
      new ListChangeRecordsQuery({
        filter: { playerId, changeType: ChangeType.STAFF_ADJUSTMENT, reference: adjustmentId },
        order: 'DESC',
        offset: 0,
        limit: 1,
      }),
    );
    if (!page.records[0]) throw new Error(`adjustment ${adjustmentId}: applied, but its change record is missing`);
    return page.records[0].balanceAfter;
  }

  /**
   * A staff action: a fresh command key (each action is its own fact; a racing action is decided
   * again on the stream, so it is refused: 409 ADJUSTMENT_NOT_PENDING), the audit-log entry in the
   * same transaction.
   */
  private async staffAction(
    adjustmentId: string,
    decide: Decide<AdjustmentState>,
    staff: AuthenticatedStaff,
    audit: StaffAuditEntry,
  ): Promise<void> {
    await this.adjustments.execute(
      adjustmentId,
      `staff/${randomUUID()}`,
      decide,
      { actor: { type: 'staff', id: staff.staffId }, at: new Date(), correlationId: adjustmentId },
      { inTransaction: (tx) => this.auditLog.record(audit, tx) },
    );
  }

  /** A system step (applied, failed): one command key, so a repeat is a no-op. */
  private async settle(
    adjustmentId: string,
    decide: (state: AdjustmentState) => ReturnType<typeof settleAdjustment>,
  ): Promise<AdjustmentState> {
    const result = await this.adjustments.execute(
      adjustmentId,
      'settle',
      (state) => {
        const event = decide(state);
        return event ? [event] : [];
      },
      { actor: SYSTEM_ACTOR, at: new Date(), correlationId: adjustmentId },
    );
    return result.state;
  }
}
