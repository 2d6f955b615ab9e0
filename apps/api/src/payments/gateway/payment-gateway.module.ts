// Provides PAYMENT_GATEWAYS (the enabled payment gateways, each pay way to the one that takes it) from
// PAYMENT_PROVIDERS in the configuration (PAYMENT_PROVIDER, one name, still works), and mounts each
// enabled adapter's endpoints: for the sandbox its pay pages (/sandbox/pay) and its notify endpoint
// (POST /api/payments/notify/sandbox). Global: the orders module injects PAYMENT_GATEWAYS.
// It does not provide PAYMENT_NOTIFICATION_SINK, the orders side does: from a global module that
// exports it, or from a module passed in `imports`.
//
// A real gateway is one folder beside sandbox/ (alipay/, wechatpay/, stripe/) with
//   - `<name>-payment.gateway.ts` implementing PaymentGateway (payment-gateway.port.ts): createPayment
//     with out_trade_no = our order id and the amount in fen (integer hundredths, never a float),
//     queryPayment and closePayment for the order-expiry process; transient failures throw
//     PaymentGatewayUnavailableError;
//   - `<name>-notify.controller.ts` at POST /api/payments/notify/<name> (the signing hook exempts
//     /api/payments/notify/): verify the raw request exactly as the gateway signs it, hand the facts to
//     PAYMENT_NOTIFICATION_SINK and answer as the gateway wants only after the sink answered;
//   - its settings read with requiredSetting / optionalSetting (platform/config/provider-settings.ts),
//     so that a missing key stops the start naming the variable;
//   - one entry in PAYMENT_GATEWAY_ADAPTERS below; PAYMENT_PROVIDERS=...,<name> enables it.
import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { GatewayAdapter, GatewayAdapterParts } from './gateway-adapter';
import { publicBaseUrl } from './public-base-url';
import type { SqlClient } from '@lootledger/event-store';
import { runsBackgroundWork, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { alipayAdapter } from './alipay/alipay.adapter';
import { PAYMENT_GATEWAYS, PaymentGateways, type PaymentGateway } from './payment-gateway.port';
import { SandboxNotifyController } from './sandbox/sandbox-notify.controller';
import { SandboxPayController } from './sandbox/sandbox-pay.controller';
import { SandboxPaymentGateway, type SandboxPaymentGatewayOptions } from './sandbox/sandbox-payment.gateway';
import { stripeAdapter } from './stripe/stripe.adapter';
import { wechatpayAdapter } from './wechatpay/wechatpay.adapter';

export type { GatewayAdapter, GatewayAdapterParts };

export interface PaymentGatewayModuleOptions {
  /** Modules to import, e.g. the one that provides PAYMENT_NOTIFICATION_SINK when it is not global. */
  imports?: DynamicModule['imports'];
}

/** The sandbox settings from the configuration; out-of-range values stop the start, naming the variable. */
export function sandboxPaymentOptions(config: AppConfig): Omit<SandboxPaymentGatewayOptions, 'baseUrl'> {
  const check = (env: string, value: number, ok: boolean) => {
    if (!Number.isFinite(value) || !ok) throw new Error(`${env}=${value}: out of range`);
  };
  check('SANDBOX_PAY_NOTIFY_DELAY_MS', config.sandboxPayNotifyDelayMs, config.sandboxPayNotifyDelayMs >= 0);
  check(
    'SANDBOX_PAY_MAX_ATTEMPTS',
    config.sandboxPayMaxAttempts,
    Number.isInteger(config.sandboxPayMaxAttempts) && config.sandboxPayMaxAttempts >= 1,
  );
  check(
    'SANDBOX_PAY_DUPLICATES',
    config.sandboxPayDuplicates,
    Number.isInteger(config.sandboxPayDuplicates) && config.sandboxPayDuplicates >= 0,
  );
  check('SANDBOX_PAY_RETRY_BASE_MS', config.sandboxPayRetryBaseMs, config.sandboxPayRetryBaseMs >= 0);
  if (config.publicBaseUrl !== undefined && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(config.publicBaseUrl)) {
    throw new Error(`PUBLIC_BASE_URL=${config.publicBaseUrl}: not an http(s) URL without query or fragment`);
  }
  return {
    secret: config.gatewaySecret,
    notifyDelayMs: config.sandboxPayNotifyDelayMs,
    maxAttempts: config.sandboxPayMaxAttempts,
    duplicates: config.sandboxPayDuplicates,
    retryBaseMs: config.sandboxPayRetryBaseMs,
  };
}

/** The adapters PAYMENT_PROVIDERS may name. A real one adds an entry (see the header). */
export const PAYMENT_GATEWAY_ADAPTERS: Readonly<Record<string, GatewayAdapter>> = {
  sandbox: (config) => {
    const options = sandboxPaymentOptions(config);
    return {
      controllers: [SandboxPayController, SandboxNotifyController],
      providers: [
        {
          provide: SandboxPaymentGateway,
          inject: [SQL_CLIENT, HttpAdapterHost],
          useFactory: (sql: SqlClient, adapterHost: HttpAdapterHost) =>
            new SandboxPaymentGateway(sql, {
              ...options,
              baseUrl: publicBaseUrl(config, adapterHost),
              deliver: runsBackgroundWork(config),
            }),
        },
      ],
      gateway: SandboxPaymentGateway,
    };
  },
  alipay: alipayAdapter,
  wechatpay: wechatpayAdapter,
  stripe: stripeAdapter,
};

@Module({})
export class PaymentGatewayModule {
  static forRoot(config: AppConfig, options: PaymentGatewayModuleOptions = {}): DynamicModule {
    const parts = config.paymentProviders.map((name) => {
      const adapter = Object.prototype.hasOwnProperty.call(PAYMENT_GATEWAY_ADAPTERS, name)
        ? PAYMENT_GATEWAY_ADAPTERS[name]
        : undefined;
      if (!adapter) {
        throw new Error(
          `PAYMENT_PROVIDERS: ${name}: no such payment gateway adapter (available: ${Object.keys(PAYMENT_GATEWAY_ADAPTERS).join(', ')})`,
        );
      }
      return adapter(config);
    });
    const gateways: Provider = {
      provide: PAYMENT_GATEWAYS,
      inject: parts.map((part) => part.gateway),
      useFactory: (...enabled: PaymentGateway[]) => new PaymentGateways(enabled),
    };
    return {
      module: PaymentGatewayModule,
      global: true,
      imports: options.imports ?? [],
      controllers: parts.flatMap((part) => part.controllers ?? []),
      providers: [...parts.flatMap((part) => part.providers ?? []), gateways],
      exports: [PAYMENT_GATEWAYS],
    };
  }
}
