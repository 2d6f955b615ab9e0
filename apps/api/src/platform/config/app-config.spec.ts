// Settings of app-config.ts not covered by a spec of their own feature.
import { DEV_GATEWAY_SECRET, DEV_SIGNING_SECRET, DEV_STAFF_TOTP_KEY, loadConfig } from './app-config';

describe('LEDGER_CHECKPOINT_EVERY_EVENTS (a signed checkpoint after that many appended events)', () => {
  it('is a positive integer, 1000 when unset; anything else refuses to start', () => {
    expect(loadConfig({}).ledgerCheckpointEveryEvents).toBe(1000);
    expect(loadConfig({ LEDGER_CHECKPOINT_EVERY_EVENTS: '50' }).ledgerCheckpointEveryEvents).toBe(50);
    for (const value of ['0', '-5', '1.5', 'often']) {
      expect(() => loadConfig({ LEDGER_CHECKPOINT_EVERY_EVENTS: value })).toThrow(
        `LEDGER_CHECKPOINT_EVERY_EVENTS=${value}: must be a positive integer`,
      );
    }
  });
});

describe('HOST (the address to listen on)', () => {
  it('is 127.0.0.1 when unset or empty', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it('takes an IP address or a host name', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.7', 'localhost', 'api.internal']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
  });

  it.each(['http://0.0.0.0', '0.0.0.0:3000', 'two words', '-dash'])('refuses to start on HOST=%s', (host) => {
    expect(() => loadConfig({ HOST: host })).toThrow(
      `HOST=${host}: must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name`,
    );
  });
});

describe('development secrets with NODE_ENV=production', () => {
  const realSecrets = {
    APP_SIGNING_SECRET: 'a-real-signing-secret-0f3c9d',
    STAFF_TOTP_KEY: 'a-real-staff-totp-key-7be21a',
    SANDBOX_GATEWAY_SECRET: 'a-real-gateway-secret-44d0e8',
  };
  const developmentValues = {
    APP_SIGNING_SECRET: DEV_SIGNING_SECRET,
    STAFF_TOTP_KEY: DEV_STAFF_TOTP_KEY,
    SANDBOX_GATEWAY_SECRET: DEV_GATEWAY_SECRET,
  };
  const names = Object.keys(realSecrets) as (keyof typeof realSecrets)[];

  it.each(names)('refuses %s at its development value, naming it and only it', (name) => {
    const env = { NODE_ENV: 'production', ...realSecrets, [name]: developmentValues[name] };
    expect(() => loadConfig(env)).toThrow(
      `NODE_ENV=production refuses development secrets: ${name} is the development value. Set each to its own long random value.`,
    );
  });

  it.each(names)('refuses %s unset or empty, naming it', (name) => {
    const { [name]: _left, ...others } = realSecrets;
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(`: ${name} is unset.`);
    expect(() => loadConfig({ NODE_ENV: 'production', ...realSecrets, [name]: ' ' })).toThrow(`: ${name} is unset.`);
  });

  it('names every offending variable at once', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SIGNING_SECRET: DEV_SIGNING_SECRET, SANDBOX_GATEWAY_SECRET: '' }),
    ).toThrow(
      'NODE_ENV=production refuses development secrets: APP_SIGNING_SECRET is the development value, STAFF_TOTP_KEY is unset, SANDBOX_GATEWAY_SECRET is unset.',
    );
  });

  it('starts on real values', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...realSecrets });
    expect(config.production).toBe(true);
    expect(config.signingSecret).toBe(realSecrets.APP_SIGNING_SECRET);
    expect(config.staffTotpKey).toBe(realSecrets.STAFF_TOTP_KEY);
    expect(config.gatewaySecret).toBe(realSecrets.SANDBOX_GATEWAY_SECRET);
  });

  it('keeps the development values outside production (npm start, the tests)', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { ...developmentValues }]) {
      const config = loadConfig(env);
      expect(config.production).toBe(false);
      expect(config.signingSecret).toBe(DEV_SIGNING_SECRET);
      expect(config.staffTotpKey).toBe(DEV_STAFF_TOTP_KEY);
      expect(config.gatewaySecret).toBe(DEV_GATEWAY_SECRET);
    }
  });
});

describe('PAYMENT_PROVIDERS (the enabled payment gateways)', () => {
  it('is a comma list, trimmed and without repeats; PAYMENT_PROVIDER names one when it is unset; sandbox by default', () => {
    expect(loadConfig({}).paymentProviders).toEqual(['sandbox']);
    expect(loadConfig({ PAYMENT_PROVIDERS: ' alipay, wechatpay ,alipay,stripe ' }).paymentProviders).toEqual([
      'alipay',
      'wechatpay',
      'stripe',
    ]);
    expect(loadConfig({ PAYMENT_PROVIDER: 'alipay' }).paymentProviders).toEqual(['alipay']);
    expect(loadConfig({ PAYMENT_PROVIDER: 'alipay', PAYMENT_PROVIDERS: 'sandbox' }).paymentProviders).toEqual([
      'sandbox',
    ]);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: ' , ' })).toThrow(/PAYMENT_PROVIDERS= , : names no provider/);
  });

  it("keeps the outside providers' own settings for their adapters, and nothing else", () => {
    const config = loadConfig({ ALIPAY_APP_ID: '2021', STRIPE_SECRET_KEY: 'sk_test', DATABASE_PASSWORD: 'x' });
    expect(config.providerEnv).toEqual({ ALIPAY_APP_ID: '2021', STRIPE_SECRET_KEY: 'sk_test' });
  });
});
