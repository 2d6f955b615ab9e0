// The ledger's public API: what other contexts may import (queries, commands, event types).
//   Top up / charge a player:  commandBus.execute(new CreditCoinsCommand({playerId, amount, changeType, reference}))
//   Read a balance:            queryBus.execute(new GetPlayerBalanceQuery(playerId))
//   A game deciding coins and items in one append: PlayerAccountService.execute(playerId, key, decide, context)
//   The house's side of a game's coins:  CounterAccountsService.settle({source, from, to, amount, reason, reference}, context)
export { LedgerModule } from './ledger.module';
export { GetPlayerBalanceQuery, type PlayerBalanceView } from './get-player-balance/get-player-balance.query';
export { GetChangeRecordsQuery } from './get-change-records/get-change-records.query';
export {
  GetReferralCommissionsQuery,
  type ReferralCommissionsView,
} from './get-referral-commissions/get-referral-commissions.query';
export { GetJournalTotalsQuery, type JournalTotalsView } from './get-journal-totals/get-journal-totals.query';
export {
  GetChangeTypeTotalsQuery,
  type ChangeTypeTotal,
  type ChangeTypeRange,
} from './get-change-type-totals/get-change-type-totals.query';
export { CreditCoinsCommand, type CoinCommandInput } from './credit-coins/credit-coins.command';
export { DebitCoinsCommand } from './debit-coins/debit-coins.command';
export { RecycleItemsCommand } from './recycle-items/recycle-items.command';
export { RechargeAccountCommand, type RechargeAccountInput } from './recharge-account/recharge-account.command';
export {
  GetAccountSummaryQuery,
  GetAccountSummariesQuery,
  GetRechargeTotalQuery,
  type AccountSummaryView,
  type AccountSummaryWithStatusView,
  type AccountFreezeView,
} from './get-account-summary/get-account-summary.query';
// Staff: freeze / unfreeze an account (a fact on its stream), the frozen accounts, and the lists the
// admin console shows of one player (raw events, change records with their actor, items, seed pairs).
export {
  FreezeAccountCommand,
  UnfreezeAccountCommand,
  type AccountStatusInput,
} from './freeze-account/freeze-account.command';
export { GetFrozenPlayerIdsQuery } from './get-account-status/get-frozen-player-ids.query';
export {
  ListPlayerEventsQuery,
  type PlayerEventsRequest,
  type PlayerEventsPage,
  type PlayerEventView,
} from './list-player-events/list-player-events.query';
export {
  ListChangeRecordsQuery,
  type ChangeRecordsRequest,
  type ChangeRecordsPage,
  type StaffChangeRecordView,
} from './list-change-records/list-change-records.query';
export {
  ListStorageQuery,
  STORAGE_SORT_FIELDS,
  type StorageListRequest,
  type StorageListPage,
  type StaffStorageItemView,
  type StorageSortField,
} from './list-storage/list-storage.query';
export {
  ListSeedPairsQuery,
  SEED_PAIR_SORT_FIELDS,
  type SeedPairListRequest,
  type SeedPairListPage,
  type StaffSeedPairView,
  type SeedPairSortField,
} from './list-seed-pairs/list-seed-pairs.query';
export { recharge, vipLevelFor, type VipLevelRule, type RechargeRequest } from './domain/recharge.decider';
export { StorageIdsDto, MAX_ITEMS_PER_REQUEST } from './recycle-items/recycle-items.dto';
export { GrantedItemDto, grantedItemView } from './http/granted-item.view';
export { RequestExtractionCommand } from './request-extraction/request-extraction.command';
export { ApplyDeliveryStepCommand, type DeliveryStep } from './apply-delivery-step/apply-delivery-step.command';
export { GetStorageQuery, GetStorageItemsQuery, type StoredItem } from './get-storage/get-storage.query';
export { GetSeedPairHistoryQuery, type RevealedSeedPairView } from './get-seed-pairs/get-seed-pair-history.query';
export { GetSeedPairQuery, type SeedPairView } from './get-seed-pairs/get-seed-pair.query';
export {
  PlayerAccountService,
  type LoadedAccount,
  type PlayerAccountDecide,
  type PlayerAccountResult,
  type PlayerAccountServiceOptions,
  type PlayerAccountExecuteOptions,
} from './player-account/player-account.service';
export {
  initialState,
  evolve,
  withNoncesUsed,
  type PlayerAccountState,
  type ActiveSeedPair,
  type HeldItem,
  type RequestedTopUp,
  withRequestedTopUp,
  extensionState,
  withExtensionState,
} from './domain/player-account';
export {
  TOP_UP_REQUESTED,
  topUpRequested,
  type TopUpRequested,
  type TopUpRequestedData,
} from './domain/top-up-requested.event';
// The player account stream kind: games record their facts on it with extension(PLAYER_ACCOUNT, ...).
export { PLAYER_ACCOUNT, fold } from './domain/player-account.stream';
export {
  decide,
  coinChange,
  refuseWhenFrozen,
  DEBITS_WHILE_FROZEN,
  type CoinChangeRequest,
} from './domain/player-account.decider';
export { freezeAccount, unfreezeAccount, type AccountStatusChange } from './domain/account-status.decider';
export {
  grantItems,
  consumeItems,
  recycleItems,
  requestExtraction,
  deliveryStep,
  refuseFrozenItems,
} from './domain/backpack.decider';
export { FreezeItemCommand, UnfreezeItemCommand } from './freeze-item/freeze-item.command';
export { commitFirstSeedPair, rotateSeedPair, type NewSeedPair } from './domain/seed-pair.decider';
export {
  playerStreamId,
  playerIdOfStream,
  readCoinMovement,
  grantedItem,
  itemSnapshot,
  COIN_EVENT_TYPES,
  type CoinEventData,
  type CoinEvent,
  type CoinMovement,
  type PlayerAccountEvent,
  type GrantedItem,
  type GrantableItem,
  type ItemSnapshot,
  type ItemsGranted,
  type ItemsConsumed,
  type SeedPairCommitted,
  type SeedPairRevealed,
  type AccountFrozen,
  type AccountUnfrozen,
} from './domain/player-account.events';
// Games' audit checks: the items granted and consumed by their sources.
export { scanItemMoves, type ItemMove } from './audit/item-moves';
export { LEDGER_READ_MODELS, LEDGER_FEATURE } from './projections/ledger-read-models';
export { COUNTER_LEG, PLAYER_LEG, SOURCE_LEG } from './get-journal-totals/journal.projection';
// Settlements between two counter-accounts (no player on either side), on streams `house-{source}`.
export {
  CounterAccountsService,
  settlementCommandKey,
  type CounterSettlementInput,
} from './settle-counter-accounts/counter-accounts.service';
export {
  COUNTER_ACCOUNTS,
  COUNTER_ACCOUNTS_SETTLED,
  HOUSE_STREAM_PREFIX,
  houseStreamId,
  sourceOfHouseStream,
  readCounterSettlement,
  type CounterAccountsSettled,
  type CounterSettlement,
} from './domain/counter-accounts';
// Staff coin adjustments (four-eyes): identity provides PLAYER_DIRECTORY (does a player exist?).
export { PLAYER_DIRECTORY, type PlayerDirectory } from './adjustments/player-directory.port';
