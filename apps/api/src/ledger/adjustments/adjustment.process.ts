// The adjustment process: every adjustment that is approved (at once under the threshold, or by a
// second staff member) is applied to the player's account once, even when the request that
// approved it died before applying it. It reacts to the requests and approvals from its checkpoint;
// applying is idempotent, so an adjustment the request already applied costs a read.
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { DomainError } from '../../platform/errors/domain-error';
import { EventSourcing, ProcessManager } from '../../platform/event-sourcing';
import { CoinAdjustmentsService } from './coin-adjustments.service';
import { ADJUSTMENT } from './domain/coin-adjustment';

/** The process's name: its checkpoint, which the audit compares approved adjustments with. */
export const ADJUSTMENT_PROCESS = 'ledger.coin-adjustments';

@Injectable()
export class AdjustmentProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    private readonly adjustments: CoinAdjustmentsService,
  ) {
    super(eventSourcing, {
      name: ADJUSTMENT_PROCESS,
      reactsTo: ['AdjustmentRequested', 'AdjustmentApproved'],
      pollIntervalMs: 1_000,
    });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const adjustmentId = ADJUSTMENT.idOf(event.streamId);
    if (adjustmentId === null) return;
    try {
      await this.adjustments.apply(adjustmentId);
    } catch (error) {
      // A refusal (a debit the balance cannot cover) is recorded on the adjustment: it ends failed.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
