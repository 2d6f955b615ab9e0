// Provides TRADE_PROVIDER (the trading-provider port) from TRADE_PROVIDER in the configuration
// (sandbox, or waxpeer: a marketplace), and mounts the sandbox's /sandbox/trade endpoints when the
// sandbox is the provider. Global: the delivery process manager (and tests) inject TRADE_PROVIDER anywhere.
import { Module, type DynamicModule } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import type { AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { SandboxTradeController } from './sandbox-trade.controller';
import { SandboxTradeProvider, type SandboxTradeProviderOptions } from './sandbox-trade.provider';
import { TRADE_PROVIDER } from './trade-provider.port';
import { waxpeerTradeAdapter } from './waxpeer/waxpeer.adapter';

type TradeAdapter = (config: AppConfig) => Pick<DynamicModule, 'controllers' | 'providers'>;

export function sandboxTradeOptions(config: AppConfig): SandboxTradeProviderOptions {
  const options = {
    sendDelayMs: config.sandboxTradeSendDelayMs,
    acceptDelayMs: config.sandboxTradeAcceptDelayMs,
    failureRate: config.sandboxTradeFailureRate,
    unavailableRate: config.sandboxTradeUnavailableRate,
  };
  const check = (env: string, value: number, ok: boolean) => {
    if (!Number.isFinite(value) || !ok) throw new Error(`${env}=${value}: out of range`);
  };
  check('SANDBOX_TRADE_SEND_DELAY_MS', options.sendDelayMs, options.sendDelayMs >= 0);
  check('SANDBOX_TRADE_ACCEPT_DELAY_MS', options.acceptDelayMs, options.acceptDelayMs >= 0);
  check('SANDBOX_TRADE_FAILURE_RATE', options.failureRate, options.failureRate >= 0 && options.failureRate <= 1);
  check(
    'SANDBOX_TRADE_UNAVAILABLE_RATE',
    options.unavailableRate,
    options.unavailableRate >= 0 && options.unavailableRate <= 1,
  );
  return options;
}

/** The adapters TRADE_PROVIDER may name. A real one adds an entry (see trade-provider.port.ts). */
export const TRADE_ADAPTERS: Readonly<Record<string, TradeAdapter>> = {
  sandbox: (config) => {
    const options = sandboxTradeOptions(config);
    return {
      controllers: [SandboxTradeController],
      providers: [
        {
          provide: SandboxTradeProvider,
          inject: [SQL_CLIENT],
          useFactory: (sql: SqlClient) => new SandboxTradeProvider(sql, options),
        },
        { provide: TRADE_PROVIDER, useExisting: SandboxTradeProvider },
      ],
    };
  },
  // A marketplace buys the item for the player's trade link (delivery/trading/waxpeer/).
  waxpeer: waxpeerTradeAdapter,
};

@Module({})
export class DeliveryTradingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const adapter = Object.prototype.hasOwnProperty.call(TRADE_ADAPTERS, config.tradeProvider)
      ? TRADE_ADAPTERS[config.tradeProvider]
      : undefined;
    if (!adapter) {
      throw new Error(
        `TRADE_PROVIDER=${config.tradeProvider}: no such trade adapter (available: ${Object.keys(TRADE_ADAPTERS).join(', ')})`,
      );
    }
    return { module: DeliveryTradingModule, global: true, ...adapter(config), exports: [TRADE_PROVIDER] };
  }
}
