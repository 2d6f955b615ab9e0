import { loadConfig } from './app-config';
import { trustProxySetting } from './config-settings';
import { assertSandboxAllowed, describeSandboxProviders, sandboxProviders } from './sandbox-providers';

describe('sandbox providers', () => {
  it('mounts one per provider setting that is sandbox (all four by default)', () => {
    expect(sandboxProviders(loadConfig({})).map((provider) => provider.variable)).toEqual([
      'SMS_PROVIDER',
      'PAYMENT_PROVIDERS',
      'TRADE_PROVIDER',
      'STEAM_PROVIDER',
    ]);
    const some = loadConfig({ SMS_PROVIDER: 'aliyun', TRADE_PROVIDER: 'steambot', STEAM_PROVIDER: 'steam' });
    expect(sandboxProviders(some).map((provider) => provider.variable)).toEqual(['PAYMENT_PROVIDERS']);
    const beside = loadConfig({
      SMS_PROVIDER: 'aliyun',
      TRADE_PROVIDER: 'steambot',
      STEAM_PROVIDER: 'steam',
      PAYMENT_PROVIDERS: 'alipay, sandbox',
    });
    expect(sandboxProviders(beside).map((provider) => provider.variable)).toEqual(['PAYMENT_PROVIDERS']);
    const none = loadConfig({
      SMS_PROVIDER: 'aliyun',
      PAYMENT_PROVIDER: 'alipay',
      TRADE_PROVIDER: 'steambot',
      STEAM_PROVIDER: 'steam',
    });
    expect(sandboxProviders(none)).toEqual([]);
    expect(describeSandboxProviders(none)).toBe('  sandbox:       none mounted\n');
  });

  it('prints at start which sandbox providers are mounted, and where', () => {
    const banner = describeSandboxProviders(loadConfig({ PAYMENT_PROVIDER: 'alipay' }));
    expect(banner).toContain('SMS_PROVIDER=sandbox mounts GET /sandbox/sms');
    expect(banner).toContain('TRADE_PROVIDER=sandbox mounts /sandbox/trade/offers');
    expect(banner).toContain('STEAM_PROVIDER=sandbox mounts /sandbox/steam/login');
    expect(banner).not.toContain('PAYMENT_PROVIDER');
    expect(describeSandboxProviders(loadConfig({ PAYMENT_PROVIDERS: 'stripe' }))).not.toContain('PAYMENT_PROVIDER');
  });

  it('refuses a sandbox provider with NODE_ENV=production unless ALLOW_SANDBOX=true, naming the settings', () => {
    // Production refuses the development secrets first (app-config.spec.ts).
    const production = {
      NODE_ENV: 'production',
      APP_SIGNING_SECRET: 'a-real-signing-secret',
      STAFF_TOTP_KEY: 'a-real-staff-totp-key',
      SANDBOX_GATEWAY_SECRET: 'a-real-gateway-secret',
    };
    expect(() => assertSandboxAllowed(loadConfig(production))).toThrow(
      /SMS_PROVIDER=sandbox, PAYMENT_PROVIDERS=sandbox, TRADE_PROVIDER=sandbox, STEAM_PROVIDER=sandbox with NODE_ENV=production/,
    );
    expect(() => assertSandboxAllowed(loadConfig({ ...production, ALLOW_SANDBOX: 'false' }))).toThrow(
      /ALLOW_SANDBOX=true/,
    );
    expect(() => assertSandboxAllowed(loadConfig({ ...production, ALLOW_SANDBOX: 'true' }))).not.toThrow();
    expect(() => assertSandboxAllowed(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
    expect(() => assertSandboxAllowed(loadConfig({}))).not.toThrow();
    const real = { SMS_PROVIDER: 'aliyun', PAYMENT_PROVIDER: 'alipay', TRADE_PROVIDER: 'steambot' };
    expect(() => assertSandboxAllowed(loadConfig({ ...production, ...real }))).toThrow(
      /^STEAM_PROVIDER=sandbox with NODE_ENV=production/,
    );
    expect(() => assertSandboxAllowed(loadConfig({ ...production, ...real, STEAM_PROVIDER: 'steam' }))).not.toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'localhost', '10.0.0.0/33', '10.0.0.1/8/1', '1.2.3', '-1', '10.0.0.1,'])(
    'refuses to start with TRUST_PROXY=%s',
    (value) => {
      expect(() => trustProxySetting(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
