// Runs coin adjustments (see domain/coin-adjustment.ts): each staff action is one append to the
// adjustment's stream with its audit-log entry in the same transaction; applying is one ledger
// credit or debit keyed by the adjustment id (idempotent: a repeat moves nothing), then
// AdjustmentApplied (or AdjustmentFailed) with an id derived from the stream, so a repeated step is a
// no-op. A loop finishes any adjustment approved but not applied (a crash in between).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ChangeType, CounterAccount, formatAmount } from '@lootledger/contracts';
import {
  uuidV5,
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type Projection,
} from '@lootledger/event-store';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import {
  CreditCoinsCommand,
  DebitCoinsCommand,
  ListChangeRecordsQuery,
  type ChangeRecordsPage,
  type PlayerAccountResult,
} from '../../ledger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { DomainError } from '../../platform/errors/domain-error';
import { auditedAppend } from '../audit-log/audit-in-transaction';
import { StaffAuditLog, type StaffAuditEntry } from '../audit-log/staff-audit-log';
import type { AuthenticatedStaff } from '../auth/authenticated-staff';
import { CoinAdjustmentsProjection } from './coin-adjustments.projection';
import { CoinAdjustmentsReader } from './coin-adjustments.reader';
import {
  adjustmentStreamId,
  approveAdjustment,
  foldAdjustment,
  rejectAdjustment,
  requestAdjustment,
  settleAdjustment,
  type AdjustmentDirection,
  type AdjustmentEvent,
  type AdjustmentState,
} from './domain/coin-adjustment';

export const COIN_ADJUSTMENTS_RESOURCE = 'coin-adjustments';
const PROJECTIONS: readonly Projection[] = [new CoinAdjustmentsProjection()];
const RECOVERY_EVERY_MS = 2_000;
const SYSTEM_ACTOR = { type: 'system' as const, id: 'coin-adjustments' };

export interface AdjustmentInput {
  playerId: string;
  direction: AdjustmentDirection;
  /** Hundredths. */
  amount: bigint;
  reason: string;
}

@Injectable()
export class CoinAdjustmentsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CoinAdjustments');
  private timer: NodeJS.Timeout | null = null;
  private recovering: Promise<void> = Promise.resolve();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly auditLog: StaffAuditLog,
    private readonly reader: CoinAdjustmentsReader,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.recovering = this.recovering
        .then(async () => void (await this.finishUnapplied()))
        .catch((error) => this.logger.warn(String(error)));
    }, RECOVERY_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.recovering;
  }

  async load(adjustmentId: string): Promise<AdjustmentState> {
    const events = await this.store.readStream(adjustmentStreamId(adjustmentId));
    return foldAdjustment(events.map((event) => ({ type: event.type, data: event.data }) as AdjustmentEvent));
  }

  /**
   * A staff member asks for an adjustment. At or below the threshold it is applied now (a debit the
   * balance cannot cover: 422 INSUFFICIENT_BALANCE, the adjustment ends failed); above it, it waits
   * for a second staff member. Returns the adjustment's id.
   */
  async request(staff: AuthenticatedStaff, input: AdjustmentInput, ip: string | null): Promise<string> {
    const player = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
      new GetPlayerProfileQuery(input.playerId),
    );
    if (!player) throw new DomainError('USER_NOT_FOUND');
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
    await this.appendStaffAction(adjustmentId, 0, requested, staff, {
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
    await this.appendStaffAction(adjustmentId, state.version, approved, staff, {
      staff,
      action: 'approve',
      resource: COIN_ADJUSTMENTS_RESOURCE,
      resourceId: adjustmentId,
      before: { status: 'pending' },
      after: { status: 'approved', approved_by: staff.staffId },
      reason: approved.data.note ?? state.request!.reason,
      ip,
    });
    await this.apply(adjustmentId);
  }

  /** Rejects a pending adjustment: nothing is applied. */
  async reject(staff: AuthenticatedStaff, adjustmentId: string, reason: string, ip: string | null): Promise<void> {
    const state = await this.existing(adjustmentId);
    const rejected = rejectAdjustment(state, { by: staff.staffId, reason });
    await this.appendStaffAction(adjustmentId, state.version, rejected, staff, {
      staff,
      action: 'reject',
      resource: COIN_ADJUSTMENTS_RESOURCE,
      resourceId: adjustmentId,
      before: { status: 'pending' },
      after: { status: 'rejected', rejected_by: staff.staffId },
      reason: rejected.data.reason,
      ip,
    });
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
      await this.appendStep(adjustmentId, state, settleAdjustment(state, { kind: 'refused', error: error.key }));
      throw new DomainError('INSUFFICIENT_BALANCE', {}, { adjustment_id: adjustmentId, status: 'failed' });
    }
    const balanceAfter = result.idempotent ? await this.balanceAfter(request.player_id, adjustmentId) : result.balance;
    return this.appendStep(adjustmentId, state, settleAdjustment(state, { kind: 'applied', balanceAfter }));
  }

  /** Adjustments approved but not applied for a moment: finished here. */
  async finishUnapplied(): Promise<number> {
    const ids = await this.reader.unapplied(1_000);
    for (const id of ids) {
      try {
        await this.apply(id);
      } catch (error) {
        if (!(error instanceof DomainError)) this.logger.warn(`adjustment ${id} not applied yet: ${String(error)}`);
      }
    }
    return ids.length;
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
   * A staff action: a fresh event id (each action is its own fact), the expected version (a racing
   * action loses: 409 ADJUSTMENT_NOT_PENDING), the audit-log entry in the same transaction.
   */
  private async appendStaffAction(
    adjustmentId: string,
    expected: number,
    event: AdjustmentEvent,
    staff: AuthenticatedStaff,
    audit: StaffAuditEntry,
  ): Promise<void> {
    try {
      await this.store.appendToStream(
        adjustmentStreamId(adjustmentId),
        [this.newEvent(adjustmentId, event, randomUUID(), { type: 'staff', id: staff.staffId })],
        expected === 0 ? 'no_stream' : expected,
        { inline: [...PROJECTIONS, auditedAppend(this.auditLog, audit)] },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new DomainError('ADJUSTMENT_NOT_PENDING');
      throw error;
    }
  }

  /** A system step (applied, failed): its id derives from the stream and type, so a repeat is a no-op. */
  private async appendStep(
    adjustmentId: string,
    state: AdjustmentState,
    event: AdjustmentEvent | null,
  ): Promise<AdjustmentState> {
    if (!event) return state;
    const streamId = adjustmentStreamId(adjustmentId);
    try {
      const result = await this.store.appendToStream(
        streamId,
        [this.newEvent(adjustmentId, event, uuidV5(`${streamId}\n${event.type}`), SYSTEM_ACTOR)],
        state.version,
        { inline: PROJECTIONS },
      );
      if (!result.idempotent) return foldAdjustment([event], state);
    } catch (error) {
      // Another run of this step got there first: what the stream says is what counts.
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
    return this.load(adjustmentId);
  }

  private newEvent(
    adjustmentId: string,
    event: AdjustmentEvent,
    eventId: string,
    actor: { type: 'staff' | 'system'; id: string },
  ): NewEvent {
    return {
      eventId,
      type: event.type,
      data: { ...event.data },
      metadata: { actor, correlationId: adjustmentId, schema: 1, time: new Date().toISOString() },
    };
  }
}
