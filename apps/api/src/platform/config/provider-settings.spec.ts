import { loadConfig } from './app-config';
import { optionalSetting, pemSetting, requiredSetting } from './provider-settings';

describe("an outside provider's settings", () => {
  const config = loadConfig({ ALIPAY_APP_ID: ' 2021000 ', ALIPAY_GATEWAY: '  ' });

  it('answers a set value trimmed, and refuses to start without a required one, naming it and what needs it', () => {
    expect(requiredSetting(config, 'ALIPAY_APP_ID', 'PAYMENT_PROVIDERS=alipay')).toBe('2021000');
    expect(() => requiredSetting(config, 'ALIPAY_PRIVATE_KEY', 'PAYMENT_PROVIDERS=alipay')).toThrow(
      'ALIPAY_PRIVATE_KEY is required by PAYMENT_PROVIDERS=alipay and is not set',
    );
  });

  it('takes the default for an unset or blank optional one', () => {
    expect(optionalSetting(config, 'ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do')).toBe(
      'https://openapi.alipay.com/gateway.do',
    );
    expect(optionalSetting(config, 'ALIPAY_GATEWAY')).toBeUndefined();
  });

  it('reads a PEM written on one line with \\n escapes', () => {
    expect(pemSetting('-----BEGIN KEY-----\\nabc\\n-----END KEY-----')).toBe('-----BEGIN KEY-----\nabc\n-----END KEY-----');
    expect(pemSetting('-----BEGIN KEY-----\nabc')).toBe('-----BEGIN KEY-----\nabc');
  });
});
