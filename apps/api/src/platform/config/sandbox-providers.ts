// Which sandbox providers a configuration mounts (each only while its provider setting is `sandbox`),
// and the start-up rule: in production (NODE_ENV=production) a sandbox provider refuses to start
// unless ALLOW_SANDBOX=true, because its routes show anyone's SMS code and pay any order.
import type { AppConfig } from './app-config';

export interface SandboxProvider {
  variable: 'SMS_PROVIDER' | 'PAYMENT_PROVIDERS' | 'TRADE_PROVIDER' | 'STEAM_PROVIDER';
  /** What it mounts (printed at start). */
  routes: string;
}

export function sandboxProviders(
  config: Pick<AppConfig, 'smsProvider' | 'paymentProviders' | 'tradeProvider' | 'steamProvider'>,
): SandboxProvider[] {
  const all: [string, SandboxProvider][] = [
    [config.smsProvider, { variable: 'SMS_PROVIDER', routes: 'GET /sandbox/sms' }],
    [
      config.paymentProviders.includes('sandbox') ? 'sandbox' : 'real',
      { variable: 'PAYMENT_PROVIDERS', routes: '/sandbox/pay/{order_id}, POST /api/payments/notify/sandbox' },
    ],
    [config.tradeProvider, { variable: 'TRADE_PROVIDER', routes: '/sandbox/trade/offers' }],
    [config.steamProvider, { variable: 'STEAM_PROVIDER', routes: '/sandbox/steam/login' }],
  ];
  return all.filter(([value]) => value === 'sandbox').map(([, provider]) => provider);
}

/** Throws, naming the settings, when production would mount a sandbox provider without ALLOW_SANDBOX=true. */
export function assertSandboxAllowed(config: AppConfig): void {
  const mounted = sandboxProviders(config);
  if (!config.production || config.allowSandbox || mounted.length === 0) return;
  const names = mounted.map((provider) => `${provider.variable}=sandbox`).join(', ');
  throw new Error(
    `${names} with NODE_ENV=production: the sandbox providers let anyone read SMS codes, pay orders and sign in as any Steam account. ` +
      'Configure real providers, or set ALLOW_SANDBOX=true for a demonstration.',
  );
}

/** The start banner's lines about the sandbox providers. */
export function describeSandboxProviders(config: AppConfig): string {
  const mounted = sandboxProviders(config);
  if (mounted.length === 0) return '  sandbox:       none mounted\n';
  return mounted
    .map((provider) => `  sandbox:       ${provider.variable}=sandbox mounts ${provider.routes}\n`)
    .join('');
}
