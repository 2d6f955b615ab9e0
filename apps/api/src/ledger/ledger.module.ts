// The ledger context: player accounts (stream `player-{id}`), their deciders, the service that
// runs commands on them, the settlements between counter-accounts (`house-{source}`), the read
// models projected from the log (registered with the runtime), the bean and storage endpoints.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventSourcingModule } from '../platform/event-sourcing';
import { CreditCoinsHandler } from './credit-coins/credit-coins.handler';
import { DebitCoinsHandler } from './debit-coins/debit-coins.handler';
import { ChangeRecordsController } from './get-change-records/change-records.controller';
import { GetChangeRecordsHandler } from './get-change-records/get-change-records.handler';
import { ChangeTypesController } from './get-change-types/change-types.controller';
import { GetJournalTotalsHandler } from './get-journal-totals/get-journal-totals.handler';
import { GetChangeTypeTotalsHandler } from './get-change-type-totals/get-change-type-totals.handler';
import { GetPlayerBalanceHandler } from './get-player-balance/get-player-balance.handler';
import { GetReferralCommissionsHandler } from './get-referral-commissions/get-referral-commissions.handler';
import { ApplyDeliveryStepHandler } from './apply-delivery-step/apply-delivery-step.handler';
import {
  GetAccountSummariesHandler,
  GetAccountSummaryHandler,
  GetRechargeTotalHandler,
} from './get-account-summary/get-account-summary.handler';
import { GetFrozenPlayerIdsHandler } from './get-account-status/get-frozen-player-ids.handler';
import { FreezeAccountHandler, UnfreezeAccountHandler } from './freeze-account/freeze-account.handler';
import { ListChangeRecordsHandler } from './list-change-records/list-change-records.handler';
import { ListPlayerEventsHandler } from './list-player-events/list-player-events.handler';
import { ListSeedPairsHandler } from './list-seed-pairs/list-seed-pairs.handler';
import { ListStorageHandler } from './list-storage/list-storage.handler';
import { RechargeAccountHandler } from './recharge-account/recharge-account.handler';
import { GetSeedPairHistoryHandler } from './get-seed-pairs/get-seed-pair-history.handler';
import { GetSeedPairHandler } from './get-seed-pairs/get-seed-pair.handler';
import { GetStorageHandler, GetStorageItemHandler, GetStorageItemsHandler } from './get-storage/get-storage.handler';
import { StorageController } from './get-storage/storage.controller';
import { PlayerAccountService } from './player-account/player-account.service';
import { CounterAccountsService } from './settle-counter-accounts/counter-accounts.service';
import { LEDGER_FEATURE } from './projections/ledger-read-models';
import { RecycleItemsController } from './recycle-items/recycle-items.controller';
import { RecycleItemsHandler } from './recycle-items/recycle-items.handler';
import { RequestExtractionHandler } from './request-extraction/request-extraction.handler';
import { CoinAdjustmentsModule } from './adjustments/coin-adjustments.module';
import { ChangeRecordsStaffController } from './list-change-records/change-records.staff.controller';
import { PlayerEventsStaffController } from './list-player-events/player-events.staff.controller';
import { SeedPairsStaffController } from './list-seed-pairs/seed-pairs.staff.controller';
import { StorageStaffController } from './list-storage/storage.staff.controller';
import { FreezeItemStaffController } from './freeze-item/freeze-item.staff.controller';
import { FreezeItemHandler, UnfreezeItemHandler } from './freeze-item/freeze-item.handler';

@Module({
  imports: [CqrsModule, EventSourcingModule.forFeature(LEDGER_FEATURE), CoinAdjustmentsModule],
  controllers: [
    ChangeRecordsController,
    ChangeTypesController,
    StorageController,
    RecycleItemsController,
    PlayerEventsStaffController,
    ChangeRecordsStaffController,
    StorageStaffController,
    FreezeItemStaffController,
    SeedPairsStaffController,
  ],
  providers: [
    PlayerAccountService.provider,
    CounterAccountsService.provider,
    CreditCoinsHandler,
    DebitCoinsHandler,
    GetPlayerBalanceHandler,
    GetChangeRecordsHandler,
    GetJournalTotalsHandler,
    GetChangeTypeTotalsHandler,
    GetStorageHandler,
    GetStorageItemsHandler,
    GetStorageItemHandler,
    GetSeedPairHistoryHandler,
    GetSeedPairHandler,
    RecycleItemsHandler,
    RequestExtractionHandler,
    ApplyDeliveryStepHandler,
    RechargeAccountHandler,
    GetAccountSummaryHandler,
    GetAccountSummariesHandler,
    GetRechargeTotalHandler,
    GetReferralCommissionsHandler,
    FreezeAccountHandler,
    UnfreezeAccountHandler,
    FreezeItemHandler,
    UnfreezeItemHandler,
    GetFrozenPlayerIdsHandler,
    ListPlayerEventsHandler,
    ListChangeRecordsHandler,
    ListStorageHandler,
    ListSeedPairsHandler,
  ],
  exports: [PlayerAccountService, CounterAccountsService],
})
export class LedgerModule {}
