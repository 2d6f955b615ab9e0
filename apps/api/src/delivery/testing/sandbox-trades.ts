// The app settings of an e2e spec that delivers bills through the sandbox trade provider and waits
// for them to settle: every offer is sent and accepted after the given delays, never fails and is
// never unavailable, and the delivery process polls every 50 ms.
import type { AppConfig } from '../../platform/config/app-config';

export function reliableSandboxTrades(sendDelayMs: number, acceptDelayMs: number): Partial<AppConfig> {
  return {
    sandboxTradeSendDelayMs: sendDelayMs,
    sandboxTradeAcceptDelayMs: acceptDelayMs,
    sandboxTradeFailureRate: 0,
    sandboxTradeUnavailableRate: 0,
    deliveryPollMs: 50,
  };
}
