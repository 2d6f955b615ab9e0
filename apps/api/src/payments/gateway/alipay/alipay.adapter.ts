// The Alipay adapter's parts for PaymentGatewayModule (PAYMENT_PROVIDERS=...,alipay): its settings read
// at start (a missing key stops it, naming the variable), the gateway and its notify endpoint.
import { HttpAdapterHost } from '@nestjs/core';
import type { GatewayAdapter } from '../gateway-adapter';
import { publicBaseUrl } from '../public-base-url';
import { alipaySettings } from './alipay.config';
import { AlipayNotifyController } from './alipay-notify.controller';
import { AlipayPaymentGateway } from './alipay-payment.gateway';

export const alipayAdapter: GatewayAdapter = (config) => {
  const settings = alipaySettings(config);
  return {
    controllers: [AlipayNotifyController],
    providers: [
      {
        provide: AlipayPaymentGateway,
        inject: [HttpAdapterHost],
        useFactory: (adapterHost: HttpAdapterHost) =>
          new AlipayPaymentGateway(settings, { publicBaseUrl: publicBaseUrl(config, adapterHost) }),
      },
    ],
    gateway: AlipayPaymentGateway,
  };
};
