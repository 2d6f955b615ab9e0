// PAYMENT_PROVIDERS=wechatpay: WeChat Pay API v3's parts for PaymentGatewayModule (one entry in
// PAYMENT_GATEWAY_ADAPTERS): the settings read now (a missing one stops the start, naming it), the
// gateway (orders, queries, closes) and the notify endpoint POST /api/payments/notify/wechatpay.
// It imports nothing of payment-gateway.module.ts, which imports it (no import cycles): its answer has
// the module's GatewayAdapterParts shape, and the notify URL's base is worked out as publicBaseUrl does.
import type { DynamicModule, Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../../../platform/config/app-config';
import type { PaymentGateway } from '../payment-gateway.port';
import { wechatpaySettings } from './wechatpay.config';
import type { NotificationKeys } from './wechatpay-notification';
import { WECHATPAY_NOTIFICATION_KEYS, WechatpayNotifyController } from './wechatpay-notify.controller';
import { WechatpayPaymentGateway } from './wechatpay-payment.gateway';

export function wechatpayAdapter(
  config: AppConfig,
): Pick<DynamicModule, 'controllers' | 'providers'> & { gateway: Type<PaymentGateway> } {
  const settings = wechatpaySettings(config);
  const keys: NotificationKeys = {
    mchid: settings.mchid,
    appid: settings.appid,
    apiV3Key: settings.apiV3Key,
    platform: settings.platform,
  };
  return {
    controllers: [WechatpayNotifyController],
    providers: [
      { provide: WECHATPAY_NOTIFICATION_KEYS, useValue: keys },
      {
        provide: WechatpayPaymentGateway,
        inject: [HttpAdapterHost],
        useFactory: (adapterHost: HttpAdapterHost) =>
          new WechatpayPaymentGateway({ settings, baseUrl: notifyBaseUrl(config, adapterHost) }),
      },
    ],
    gateway: WechatpayPaymentGateway,
  };
}

/** PUBLIC_BASE_URL, else this server on the loopback address at the port it listens on (as publicBaseUrl). */
function notifyBaseUrl(config: AppConfig, adapterHost: HttpAdapterHost): () => string {
  const configured = config.publicBaseUrl;
  if (configured) return () => configured;
  return () => {
    const address: unknown = adapterHost.httpAdapter?.getHttpServer()?.address();
    const port = typeof address === 'object' && address !== null ? (address as { port: number }).port : config.port;
    return `http://127.0.0.1:${port}`;
  };
}
