import { loadConfig } from '../../platform/config/app-config';
import { DeliveryTradingModule, sandboxTradeOptions } from './delivery-trading.module';
import { SandboxTradeController } from './sandbox-trade.controller';
import { TRADE_PROVIDER } from './trade-provider.port';

describe('DeliveryTradingModule', () => {
  it('provides the sandbox and mounts its endpoints with TRADE_PROVIDER=sandbox (the default)', () => {
    const module = DeliveryTradingModule.forRoot(loadConfig({}));
    expect(module.controllers).toEqual([SandboxTradeController]);
    expect(module.exports).toEqual([TRADE_PROVIDER]);
    expect(module.global).toBe(true);
  });

  it('refuses to start with an unknown adapter, naming the available ones', () => {
    expect(() => DeliveryTradingModule.forRoot(loadConfig({ TRADE_PROVIDER: 'steambot' }))).toThrow(
      'TRADE_PROVIDER=steambot: no such trade adapter (available: sandbox)',
    );
    expect(() => DeliveryTradingModule.forRoot(loadConfig({ TRADE_PROVIDER: 'constructor' }))).toThrow(
      /no such trade adapter/,
    );
  });

  it('reads the sandbox settings from the environment, with small visible defaults', () => {
    expect(sandboxTradeOptions(loadConfig({}))).toEqual({
      sendDelayMs: 2000,
      acceptDelayMs: 5000,
      failureRate: 0.1,
      unavailableRate: 0,
    });
    expect(
      sandboxTradeOptions(
        loadConfig({
          SANDBOX_TRADE_SEND_DELAY_MS: '0',
          SANDBOX_TRADE_ACCEPT_DELAY_MS: '100',
          SANDBOX_TRADE_FAILURE_RATE: '0',
          SANDBOX_TRADE_UNAVAILABLE_RATE: '0.25',
        }),
      ),
    ).toEqual({ sendDelayMs: 0, acceptDelayMs: 100, failureRate: 0, unavailableRate: 0.25 });
  });

  it('refuses sandbox settings out of range at start, naming the variable', () => {
    expect(() => sandboxTradeOptions(loadConfig({ SANDBOX_TRADE_FAILURE_RATE: '2' }))).toThrow(
      /SANDBOX_TRADE_FAILURE_RATE=2/,
    );
    expect(() => sandboxTradeOptions(loadConfig({ SANDBOX_TRADE_UNAVAILABLE_RATE: 'often' }))).toThrow(
      /SANDBOX_TRADE_UNAVAILABLE_RATE/,
    );
    expect(() => sandboxTradeOptions(loadConfig({ SANDBOX_TRADE_SEND_DELAY_MS: '-1' }))).toThrow(
      /SANDBOX_TRADE_SEND_DELAY_MS/,
    );
  });
});
