// PAYMENT_PROVIDERS=wechatpay: WeChat Pay API v3's parts for PaymentGatewayModule (one entry in
// PAYMENT_GATEWAY_ADAPTERS): the settings read now (a missing one stops the start, naming it), the
// gateway (orders, queries, closes) and the notify endpoint POST /api/payments/notify/wechatpay.
import { HttpAdapterHost } from '@nestjs/core';
import type { GatewayAdapter } from '../gateway-adapter';
import { publicBaseUrl } from '../public-base-url';
import { wechatpaySettings } from './wechatpay.config';
import type { NotificationKeys } from './wechatpay-notification';
import { WECHATPAY_NOTIFICATION_KEYS, WechatpayNotifyController } from './wechatpay-notify.controller';
import { WechatpayPaymentGateway } from './wechatpay-payment.gateway';

export const wechatpayAdapter: GatewayAdapter = (config) => {
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
          new WechatpayPaymentGateway({ settings, baseUrl: publicBaseUrl(config, adapterHost) }),
      },
    ],
    gateway: WechatpayPaymentGateway,
  };
};
