// Manual coin adjustments with four-eyes approval (/admin/api/coin-adjustments): their own streams
// `adjustment-{id}`, applied to the player's ledger account as STAFF_ADJUSTMENT credits or debits;
// the audit reconciles each ledger event with its approval.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { AdjustmentProcess } from './adjustment.process';
import { adjustmentCreditsCheck } from './audit/adjustment-credits.check';
import { COIN_ADJUSTMENTS_READ_MODEL } from './coin-adjustments.projection';
import { CoinAdjustmentsReader } from './coin-adjustments.reader';
import { CoinAdjustmentsService } from './coin-adjustments.service';
import { DecideAdjustmentStaffController } from './decide-adjustment/decide-adjustment.staff.controller';
import { CoinAdjustmentsStaffController } from './list-adjustments/coin-adjustments.staff.controller';
import { ADJUSTMENT } from './domain/coin-adjustment';
import { RequestAdjustmentStaffController } from './request-adjustment/request-adjustment.staff.controller';

@Module({
  imports: [
    CqrsModule,
    EventSourcingModule.forFeature({
      name: 'ledger.coin-adjustments',
      streams: [ADJUSTMENT],
      readModels: [COIN_ADJUSTMENTS_READ_MODEL],
      auditChecks: [adjustmentCreditsCheck],
    }),
  ],
  controllers: [CoinAdjustmentsStaffController, RequestAdjustmentStaffController, DecideAdjustmentStaffController],
  providers: [CoinAdjustmentsReader, CoinAdjustmentsService, AdjustmentProcess],
})
export class CoinAdjustmentsModule {}
