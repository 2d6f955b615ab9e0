import { loadConfig } from '../../../platform/config/app-config';
import { PaymentGatewayModule } from '../payment-gateway.module';
import { SandboxNotifyController } from '../sandbox/sandbox-notify.controller';
import { StripeNotifyController } from './stripe-notify.controller';

describe('the stripe adapter in PaymentGatewayModule', () => {
  it('PAYMENT_PROVIDERS=sandbox,stripe mounts the webhook endpoint beside the sandbox', () => {
    const module = PaymentGatewayModule.forRoot(
      loadConfig({
        PAYMENT_PROVIDERS: 'sandbox,stripe',
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
      }),
    );
    expect(module.controllers).toContain(StripeNotifyController);
    expect(module.controllers).toContain(SandboxNotifyController);
  });

  it('stripe alone without its keys: the start is refused, naming the first missing one', () => {
    expect(() => PaymentGatewayModule.forRoot(loadConfig({ PAYMENT_PROVIDERS: 'stripe' }))).toThrow(
      'STRIPE_SECRET_KEY is required by PAYMENT_PROVIDERS=stripe and is not set',
    );
    expect(() =>
      PaymentGatewayModule.forRoot(loadConfig({ PAYMENT_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_a' })),
    ).toThrow('STRIPE_WEBHOOK_SECRET is required by PAYMENT_PROVIDERS=stripe and is not set');
  });
});
