// Provides PAYMENT_GATEWAY (the payment-gateway port) from PAYMENT_PROVIDER in the configuration, and
// mounts the chosen adapter's endpoints: for the sandbox its pay pages (/sandbox/pay) and its notify
// endpoint (POST /api/payments/notify/sandbox). Global: the orders module injects PAYMENT_GATEWAY.
// It does not provide PAYMENT_NOTIFICATION_SINK, the orders side does: from a global module that
// exports it, or from a module passed in `imports`.
//
// Plugging in a real gateway (Alipay, WeChat Pay): one folder beside sandbox/ with
//   - `<name>-payment.gateway.ts` implementing PaymentGateway: createPayment calls the gateway's
//     precreate / native / h5 API with out_trade_no = our order id, the amount in fen (the port's
//     hundredths, as an integer, never a float), the subject and the expiry (Alipay timeout_express /
//     time_expire, WeChat time_expire), and answers its code_url (rendered to a QR data URL) and its
//     H5 / wap URL. Repeating a call for the same order must give the same payment (both gateways
//     refuse a second out_trade_no with other details: treat that as a conflict, not a new order).
//   - `<name>-notify.controller.ts` at POST /api/payments/notify/alipay|wechat (the signing hook
//     already exempts /api/payments/notify/): verify the raw request exactly as the gateway signs it,
//     Alipay: RSA2 (SHA256withRSA) over the sorted form parameters without sign/sign_type, with
//     Alipay's public key, and check app_id and trade_status (TRADE_SUCCESS / TRADE_FINISHED);
//     WeChat Pay v3: the Wechatpay-Signature over "timestamp\nnonce\nbody\n" with the platform
//     certificate named by Wechatpay-Serial (refuse an old timestamp), then AES-256-GCM decryption of
//     `resource` with the APIv3 key. Then hand {gateway, orderId: out_trade_no, tradeNo:
//     trade_no / transaction_id, amount: total_amount ("100.00" -> parseAmount) / amount.total (fen),
//     paidAt} to PAYMENT_NOTIFICATION_SINK and answer as the gateway wants: Alipay the plain text
//     "success", WeChat 200/204; anything else makes them retry (the sink is idempotent by tradeNo).
//   - its keys and URLs in AppConfig, and one entry in PAYMENT_GATEWAY_ADAPTERS below;
//     PAYMENT_PROVIDER=<name> selects it.
import { Module, type DynamicModule } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { SqlClient } from '@lootledger/event-store';
import { runsBackgroundWork, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { PAYMENT_GATEWAY } from './payment-gateway.port';
import { SandboxNotifyController } from './sandbox/sandbox-notify.controller';
import { SandboxPayController } from './sandbox/sandbox-pay.controller';
import { SandboxPaymentGateway, type SandboxPaymentGatewayOptions } from './sandbox/sandbox-payment.gateway';

type GatewayAdapter = (config: AppConfig) => Pick<DynamicModule, 'controllers' | 'providers'>;

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

/** PUBLIC_BASE_URL, else this server on the loopback address at the port it listens on (PORT until it listens). */
export function publicBaseUrl(config: AppConfig, adapterHost?: HttpAdapterHost): () => string {
  if (config.publicBaseUrl) {
    const base = config.publicBaseUrl;
    return () => base;
  }
  return () => {
    const address: unknown = adapterHost?.httpAdapter?.getHttpServer()?.address();
    const port = typeof address === 'object' && address !== null ? (address as { port: number }).port : config.port;
    return `http://127.0.0.1:${port}`;
  };
}

/** The adapters PAYMENT_PROVIDER may name. A real one adds an entry (see the header). */
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
        { provide: PAYMENT_GATEWAY, useExisting: SandboxPaymentGateway },
      ],
    };
  },
};

@Module({})
export class PaymentGatewayModule {
  static forRoot(config: AppConfig, options: PaymentGatewayModuleOptions = {}): DynamicModule {
    const adapter = Object.prototype.hasOwnProperty.call(PAYMENT_GATEWAY_ADAPTERS, config.paymentProvider)
      ? PAYMENT_GATEWAY_ADAPTERS[config.paymentProvider]
      : undefined;
    if (!adapter) {
      throw new Error(
        `PAYMENT_PROVIDER=${config.paymentProvider}: no such payment gateway adapter (available: ${Object.keys(PAYMENT_GATEWAY_ADAPTERS).join(', ')})`,
      );
    }
    return {
      module: PaymentGatewayModule,
      global: true,
      imports: options.imports ?? [],
      ...adapter(config),
      exports: [PAYMENT_GATEWAY],
    };
  }
}
