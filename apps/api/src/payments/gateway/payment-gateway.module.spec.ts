import { loadConfig } from '../../platform/config/app-config';
import { PaymentGatewayModule, sandboxPaymentOptions } from './payment-gateway.module';
import { publicBaseUrl } from './public-base-url';
import {
  PAYMENT_GATEWAYS,
  PAYMENT_NOTIFICATION_SINK,
  PaymentGateways,
  type PaymentGateway,
} from './payment-gateway.port';
import { SandboxNotifyController } from './sandbox/sandbox-notify.controller';
import { SandboxPayController } from './sandbox/sandbox-pay.controller';

describe('PaymentGatewayModule', () => {
  it('provides the sandbox and mounts its pages and notify endpoint with PAYMENT_PROVIDERS unset (the default)', () => {
    const module = PaymentGatewayModule.forRoot(loadConfig({}));
    expect(module.controllers).toEqual([SandboxPayController, SandboxNotifyController]);
    expect(module.exports).toEqual([PAYMENT_GATEWAYS]);
    expect(module.global).toBe(true);
    const tokens = (module.providers ?? []).map((provider) => (provider as { provide?: unknown }).provide);
    expect(tokens).toContain(PAYMENT_GATEWAYS);
    // The orders side provides the sink.
    expect(tokens).not.toContain(PAYMENT_NOTIFICATION_SINK);
  });

  it('refuses to start with an unknown adapter, naming it and the available ones', () => {
    expect(() => PaymentGatewayModule.forRoot(loadConfig({ PAYMENT_PROVIDERS: 'sandbox, paypal' }))).toThrow(
      /PAYMENT_PROVIDERS: paypal: no such payment gateway adapter \(available: sandbox/,
    );
    expect(() => PaymentGatewayModule.forRoot(loadConfig({ PAYMENT_PROVIDER: 'toString' }))).toThrow(
      /toString: no such payment gateway adapter/,
    );
  });

  it('gives each pay way to the first real gateway that takes it, the rest to the sandbox', () => {
    const gateway = (name: string, payWays: PaymentGateway['payWays']) => ({ name, payWays }) as PaymentGateway;
    const sandbox = gateway('sandbox', ['alipay', 'wechat', 'card']);
    const alipay = gateway('alipay', ['alipay']);
    const stripe = gateway('stripe', ['card']);
    const both = new PaymentGateways([sandbox, alipay, stripe]);
    expect(both.forPayWay('alipay')).toBe(alipay);
    expect(both.forPayWay('card')).toBe(stripe);
    expect(both.forPayWay('wechat')).toBe(sandbox);
    expect(both.payWays()).toEqual(['alipay', 'wechat', 'card']);
    expect(both.named('stripe')).toBe(stripe);
    const realOnly = new PaymentGateways([alipay]);
    expect(realOnly.forPayWay('wechat')).toBeUndefined();
    expect(realOnly.payWays()).toEqual(['alipay']);
    expect(realOnly.named('sandbox')).toBeUndefined();
  });

  it('reads the sandbox settings from the environment, with visible defaults', () => {
    expect(sandboxPaymentOptions(loadConfig({}))).toEqual({
      secret: 'lootledger-dev-gateway-secret-change-me',
      notifyDelayMs: 300,
      maxAttempts: 8,
      duplicates: 0,
      retryBaseMs: 1000,
    });
    expect(
      sandboxPaymentOptions(
        loadConfig({
          SANDBOX_GATEWAY_SECRET: 's3cret',
          SANDBOX_PAY_NOTIFY_DELAY_MS: '0',
          SANDBOX_PAY_MAX_ATTEMPTS: '3',
          SANDBOX_PAY_DUPLICATES: '20',
          SANDBOX_PAY_RETRY_BASE_MS: '50',
        }),
      ),
    ).toEqual({ secret: 's3cret', notifyDelayMs: 0, maxAttempts: 3, duplicates: 20, retryBaseMs: 50 });
  });

  it('refuses sandbox settings out of range at start, naming the variable', () => {
    expect(() => sandboxPaymentOptions(loadConfig({ SANDBOX_PAY_MAX_ATTEMPTS: '0' }))).toThrow(
      /SANDBOX_PAY_MAX_ATTEMPTS=0/,
    );
    expect(() => sandboxPaymentOptions(loadConfig({ SANDBOX_PAY_DUPLICATES: 'many' }))).toThrow(
      /SANDBOX_PAY_DUPLICATES/,
    );
    expect(() => sandboxPaymentOptions(loadConfig({ SANDBOX_PAY_NOTIFY_DELAY_MS: '-1' }))).toThrow(
      /SANDBOX_PAY_NOTIFY_DELAY_MS/,
    );
    expect(() => sandboxPaymentOptions(loadConfig({ PUBLIC_BASE_URL: 'example.com' }))).toThrow(/PUBLIC_BASE_URL/);
  });

  it('takes PUBLIC_BASE_URL without its trailing slash, else this server at the port it listens on', () => {
    expect(publicBaseUrl(loadConfig({ PUBLIC_BASE_URL: 'https://pay.example.com/ll/' }))()).toBe(
      'https://pay.example.com/ll',
    );
    expect(publicBaseUrl(loadConfig({ PORT: '4100' }))()).toBe('http://127.0.0.1:4100');
    const listening = { httpAdapter: { getHttpServer: () => ({ address: () => ({ port: 51234 }) }) } };
    expect(publicBaseUrl(loadConfig({ PORT: '4100' }), listening as never)()).toBe('http://127.0.0.1:51234');
  });
});
