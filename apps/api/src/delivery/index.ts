// The delivery context's public API: what other contexts may import.
//   The trading-provider port: @Inject(TRADE_PROVIDER) provider: TradeProvider
//     sendOffer({billId, tradeUrl, items}) (idempotent by billId; may throw TradeProviderUnavailableError: retry),
//     getOffer(offerId) -> {offerId, billId, state, reason?, updatedAt}.
export {
  TRADE_PROVIDER,
  TradeProviderUnavailableError,
  TradeOfferNotFoundError,
  FINAL_TRADE_OFFER_STATES,
  isFinalTradeOfferState,
  type TradeProvider,
  type TradeOffer,
  type TradeOfferState,
  type TradeItem,
  type SendOfferRequest,
} from './trading/trade-provider.port';
export { SandboxTradeProvider, type SandboxTradeOfferView } from './trading/sandbox-trade.provider';
export { DeliveryTradingModule } from './trading/delivery-trading.module';
export { DeliveryModule } from './delivery.module';
export { DeliveryProcess } from './deliver-bills/delivery.process';
// Admin console: the bills (list, one with its stream and offer), staff actions, dashboard totals.
//   queryBus.execute(new ListBillsQuery(request)), new GetBillQuery(billId), new GetWithdrawalTotalsQuery(range)
//   commandBus.execute(new ApproveBillCommand(billId, staffId)), new RejectBillCommand(billId, reason, staffId),
//   new RetryBillCommand(billId) -> {before, after} (for the staff audit log)
export {
  ListBillsQuery,
  BILL_SORT_FIELDS,
  BILL_STATUSES,
  type BillListRequest,
  type BillSortField,
  type StaffBillView,
  type StaffBillPage,
} from './list-bills/list-bills.query';
export type { BillChange } from './list-bills/bill-change';
export { GetBillQuery, type StaffBillDetailView, type BillStreamEventView } from './get-bill/get-bill.query';
export { ApproveBillCommand } from './approve-bill/approve-bill.command';
export { RejectBillCommand } from './reject-bill/reject-bill.command';
export { RetryBillCommand } from './retry-bill/retry-bill.command';
export {
  GetWithdrawalTotalsQuery,
  type WithdrawalRange,
  type WithdrawalTotals,
} from './get-withdrawal-totals/get-withdrawal-totals.query';
