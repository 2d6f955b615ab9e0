// The Stripe adapter's settings (PAYMENT_PROVIDERS=...,stripe), read from AppConfig.providerEnv: the
// secret API key, the webhook endpoint's signing secret and where the API is (a local double in
// tests). A missing or malformed one stops the start, naming the variable.
import Stripe from 'stripe';
import type { AppConfig } from '../../../platform/config/app-config';
import { optionalSetting, requiredSetting } from '../../../platform/config/provider-settings';

export const STRIPE_SETTINGS = Symbol('STRIPE_SETTINGS');

const ENABLED_BY = 'PAYMENT_PROVIDERS=stripe';
export const STRIPE_DEFAULT_API_BASE = 'https://api.stripe.com';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: sk_live_/sk_test_ (or a restricted rk_ key allowed Checkout Sessions). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the whsec_ signing secret of the endpoint /api/payments/notify/stripe. */
  webhookSecret: string;
  /** STRIPE_API_BASE split as the SDK takes it. */
  api: { protocol: 'http' | 'https'; host: string; port: number };
}

export function stripeSettings(config: Pick<AppConfig, 'providerEnv'>): StripeSettings {
  const secretKey = requiredSetting(config, 'STRIPE_SECRET_KEY', ENABLED_BY);
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY: not a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)');
  }
  const webhookSecret = requiredSetting(config, 'STRIPE_WEBHOOK_SECRET', ENABLED_BY);
  if (!/^whsec_\S+$/.test(webhookSecret)) {
    throw new Error('STRIPE_WEBHOOK_SECRET: not a webhook signing secret (whsec_...)');
  }
  return {
    secretKey,
    webhookSecret,
    api: apiBase(optionalSetting(config, 'STRIPE_API_BASE', STRIPE_DEFAULT_API_BASE)),
  };
}

/** The SDK takes host, port and protocol, and adds /v1/ itself: a base with a path cannot be honoured. */
function apiBase(value: string): StripeSettings['api'] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STRIPE_API_BASE=${value}: not a URL`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(
      `STRIPE_API_BASE=${value}: an http(s) origin without a path is expected, e.g. ${STRIPE_DEFAULT_API_BASE}`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(
      `STRIPE_API_BASE=${value}: an http(s) origin without a path is expected, e.g. ${STRIPE_DEFAULT_API_BASE}`,
    );
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80 };
}

export interface StripeClientOptions {
  /** How long one API request may take (ms); the SDK's own default is 80 s, too long for a player waiting. */
  timeoutMs?: number;
  /** The SDK's retries of connection errors, 409 and 5xx (same Idempotency-Key), 0.5 s apart at least. */
  maxNetworkRetries?: number;
}

/** The SDK's client on these settings (the API version is the one this SDK release is pinned to). */
export function stripeClient(settings: StripeSettings, options: StripeClientOptions = {}): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.api.host,
    port: settings.api.port,
    protocol: settings.api.protocol,
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'lootledger' },
  });
}
