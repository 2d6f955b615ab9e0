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
export { DeliveryDriver } from './deliver-bills/delivery-driver';
