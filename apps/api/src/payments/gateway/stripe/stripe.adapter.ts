// The Stripe adapter's entry in PAYMENT_GATEWAY_ADAPTERS (PAYMENT_PROVIDERS=...,stripe): its settings
// read at start (a missing STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET stops it, named), the gateway on
// the SDK's client pointed at STRIPE_API_BASE, and the webhook endpoint POST /api/payments/notify/stripe.
import { HttpAdapterHost } from '@nestjs/core';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import type { GatewayAdapter } from '../gateway-adapter';
import { publicBaseUrl } from '../public-base-url';
import { StripeNotifyController } from './stripe-notify.controller';
import { StripePaymentGateway } from './stripe-payment.gateway';
import { StripeWebhookEvents } from './stripe-webhook-events';
import { STRIPE_SETTINGS, stripeClient, stripeSettings } from './stripe.config';

export const stripeAdapter: GatewayAdapter = (config) => {
  const settings = stripeSettings(config);
  return {
    controllers: [StripeNotifyController],
    providers: [
      { provide: STRIPE_SETTINGS, useValue: settings },
      StripeWebhookEvents,
      {
        provide: StripePaymentGateway,
        inject: [SQL_CLIENT, HttpAdapterHost],
        useFactory: (sql: SqlClient, adapterHost: HttpAdapterHost) =>
          new StripePaymentGateway(stripeClient(settings), sql, { baseUrl: publicBaseUrl(config, adapterHost) }),
      },
    ],
    gateway: StripePaymentGateway,
  };
};
