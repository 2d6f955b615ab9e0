import { loadConfig } from '../../platform/config/app-config';
import { DeliveryTradingModule, sandboxTradeOptions } from './delivery-trading.module';
import { SandboxTradeController } from './sandbox-trade.controller';
import { TRADE_PROVIDER } from './trade-provider.port';
import { waxpeerSettings } from './waxpeer/waxpeer.config';
import { WaxpeerTradeProvider } from './waxpeer/waxpeer-trade.provider';

describe('DeliveryTradingModule', () => {
  it('provides the sandbox and mounts its endpoints with TRADE_PROVIDER=sandbox (the default)', () => {
    const module = DeliveryTradingModule.forRoot(loadConfig({}));
    expect(module.controllers).toEqual([SandboxTradeController]);
    expect(module.exports).toEqual([TRADE_PROVIDER]);
    expect(module.global).toBe(true);
  });

  it('refuses to start with an unknown adapter, naming the available ones', () => {
    expect(() => DeliveryTradingModule.forRoot(loadConfig({ TRADE_PROVIDER: 'steambot' }))).toThrow(
      'TRADE_PROVIDER=steambot: no such trade adapter (available: sandbox, waxpeer)',
    );
    expect(() => DeliveryTradingModule.forRoot(loadConfig({ TRADE_PROVIDER: 'constructor' }))).toThrow(
      /no such trade adapter/,
    );
  });

  it('provides the Waxpeer adapter with TRADE_PROVIDER=waxpeer, mounting no endpoints', () => {
    const module = DeliveryTradingModule.forRoot(
      loadConfig({ TRADE_PROVIDER: 'waxpeer', WAXPEER_API_KEY: 'key', WAXPEER_CNY_PER_USD: '7.1234' }),
    );
    expect(module.controllers).toEqual([]);
    expect(module.providers).toContainEqual({ provide: TRADE_PROVIDER, useExisting: WaxpeerTradeProvider });
  });

  it('refuses to start Waxpeer without its key or rate, or with a bad setting, naming the variable', () => {
    const start = (env: Record<string, string>) => () =>
      DeliveryTradingModule.forRoot(loadConfig({ TRADE_PROVIDER: 'waxpeer', ...env }));
    expect(start({ WAXPEER_CNY_PER_USD: '7.1' })).toThrow(
      'WAXPEER_API_KEY is required by TRADE_PROVIDER=waxpeer and is not set',
    );
    expect(start({ WAXPEER_API_KEY: 'key' })).toThrow(
      'WAXPEER_CNY_PER_USD is required by TRADE_PROVIDER=waxpeer and is not set',
    );
    const ok = { WAXPEER_API_KEY: 'key', WAXPEER_CNY_PER_USD: '7.1' };
    expect(start({ ...ok, WAXPEER_CNY_PER_USD: '7,1' })).toThrow(/^WAXPEER_CNY_PER_USD=7,1/);
    expect(start({ ...ok, WAXPEER_BASE_URL: 'api.waxpeer.com' })).toThrow(/^WAXPEER_BASE_URL=/);
    expect(start({ ...ok, WAXPEER_TIMEOUT_MS: '0' })).toThrow(/^WAXPEER_TIMEOUT_MS=0/);
  });

  it('reads the Waxpeer settings with their defaults', () => {
    expect(waxpeerSettings(loadConfig({ WAXPEER_API_KEY: ' key ', WAXPEER_CNY_PER_USD: '7.1234' }))).toEqual({
      apiKey: 'key',
      baseUrl: 'https://api.waxpeer.com',
      cnyPerUsd: { rateUnits: 71234n, scale: 4 },
      timeoutMs: 10_000,
    });
    expect(
      waxpeerSettings(
        loadConfig({
          WAXPEER_API_KEY: 'key',
          WAXPEER_CNY_PER_USD: '7',
          WAXPEER_BASE_URL: 'http://127.0.0.1:4567/',
          WAXPEER_TIMEOUT_MS: '2500',
        }),
      ),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:4567', timeoutMs: 2500 });
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
