import { stripeSettings } from './stripe.config';

const env = (overrides: Record<string, string | undefined> = {}) => ({
  providerEnv: { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', ...overrides },
});

describe('stripeSettings', () => {
  it("reads the keys, with Stripe's API host by default", () => {
    expect(stripeSettings(env())).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      api: { protocol: 'https', host: 'api.stripe.com', port: 443 },
    });
  });

  it('splits STRIPE_API_BASE into the host, port and protocol the SDK takes', () => {
    expect(stripeSettings(env({ STRIPE_API_BASE: 'http://127.0.0.1:4010' })).api).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 4010,
    });
    expect(stripeSettings(env({ STRIPE_API_BASE: 'https://stripe-proxy.internal/' })).api).toEqual({
      protocol: 'https',
      host: 'stripe-proxy.internal',
      port: 443,
    });
  });

  it('refuses to start without a key, naming the missing variable', () => {
    expect(() => stripeSettings(env({ STRIPE_SECRET_KEY: undefined }))).toThrow(
      'STRIPE_SECRET_KEY is required by PAYMENT_PROVIDERS=stripe and is not set',
    );
    expect(() => stripeSettings(env({ STRIPE_WEBHOOK_SECRET: '  ' }))).toThrow(
      'STRIPE_WEBHOOK_SECRET is required by PAYMENT_PROVIDERS=stripe and is not set',
    );
  });

  it('refuses keys that are not of their kind, and an API base with a path (the SDK adds /v1/ itself)', () => {
    expect(() => stripeSettings(env({ STRIPE_SECRET_KEY: 'pk_test_abc' }))).toThrow(
      /STRIPE_SECRET_KEY: not a Stripe secret key/,
    );
    expect(() => stripeSettings(env({ STRIPE_WEBHOOK_SECRET: 'abc' }))).toThrow(/STRIPE_WEBHOOK_SECRET: not a webhook/);
    expect(() => stripeSettings(env({ STRIPE_API_BASE: 'https://api.stripe.com/v1' }))).toThrow(/STRIPE_API_BASE=/);
    expect(() => stripeSettings(env({ STRIPE_API_BASE: 'ftp://x' }))).toThrow(/STRIPE_API_BASE=/);
    expect(() => stripeSettings(env({ STRIPE_API_BASE: 'api.stripe.com' }))).toThrow(
      /STRIPE_API_BASE=api.stripe.com: not a URL/,
    );
  });
});
