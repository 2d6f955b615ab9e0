// The Alipay settings: each missing key stops the start naming its variable; keys in the forms Alipay's
// key tool and one-line env files give them; Alipay's public key is not ours; a real gateway needs
// PUBLIC_BASE_URL (where Alipay posts the notifications).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { loadConfig } from '../../../platform/config/app-config';
import { PaymentGatewayModule } from '../payment-gateway.module';
import { ALIPAY_PRODUCTION_GATEWAY, alipaySettings } from './alipay.config';
import { generateAlipayTestKeys } from './testing/alipay-signing';

const keys = generateAlipayTestKeys();
const env = {
  ALIPAY_APP_ID: '2021000000000003',
  ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
  ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
  ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
};
const settingsOf = (vars: Record<string, string | undefined>, publicBaseUrl?: string) =>
  alipaySettings({ providerEnv: vars, publicBaseUrl });
const body = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describe('Alipay settings', () => {
  it.each(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'])(
    'PAYMENT_PROVIDERS=alipay without %s refuses to start, naming it',
    (name) => {
      const vars = { PAYMENT_PROVIDERS: 'alipay', ...env, [name]: undefined };
      expect(() => PaymentGatewayModule.forRoot(loadConfig(vars))).toThrow(
        `${name} is required by PAYMENT_PROVIDERS=alipay and is not set`,
      );
      expect(() => settingsOf({ ...env, [name]: '  ' })).toThrow(name);
    },
  );

  it('takes PKCS#8 or PKCS#1 PEM, PEM on one line with \\n, or the bare base64 body', () => {
    const pkcs1 = createPrivateKey(keys.appPrivateKey).export({ format: 'pem', type: 'pkcs1' }).toString();
    const rsaPublic = createPublicKey(keys.alipayPublicKey).export({ format: 'pem', type: 'pkcs1' }).toString();
    const expected = settingsOf(env);
    expect(expected.gateway).toBe('http://127.0.0.1:9/gateway.do');
    for (const privateKey of [pkcs1, keys.appPrivateKey.replace(/\n/g, '\\n'), body(keys.appPrivateKey), body(pkcs1)]) {
      expect(settingsOf({ ...env, ALIPAY_PRIVATE_KEY: privateKey }).privateKey).toBe(expected.privateKey);
    }
    for (const publicKey of [rsaPublic, body(keys.alipayPublicKey), keys.alipayPublicKey.replace(/\n/g, '\\n')]) {
      expect(settingsOf({ ...env, ALIPAY_PUBLIC_KEY: publicKey }).alipayPublicKey).toBe(expected.alipayPublicKey);
    }
  });

  it('refuses keys that are not RSA keys of the right kind, naming the variable', () => {
    expect(() => settingsOf({ ...env, ALIPAY_PRIVATE_KEY: 'not a key' })).toThrow(/^ALIPAY_PRIVATE_KEY: not an RSA/);
    expect(() => settingsOf({ ...env, ALIPAY_PUBLIC_KEY: keys.alipayPrivateKey })).toThrow(/^ALIPAY_PUBLIC_KEY/);
    expect(() => settingsOf({ ...env, ALIPAY_PUBLIC_KEY: keys.appPublicKey })).toThrow(
      /ALIPAY_PUBLIC_KEY is the application's own public key/,
    );
  });

  it("defaults to Alipay's production gateway, which needs PUBLIC_BASE_URL for its notifications", () => {
    const production = { ...env, ALIPAY_GATEWAY: undefined };
    expect(() => settingsOf(production)).toThrow(/^PUBLIC_BASE_URL is required by PAYMENT_PROVIDERS=alipay/);
    expect(settingsOf(production, 'https://pay.example.com').gateway).toBe(ALIPAY_PRODUCTION_GATEWAY);
    expect(ALIPAY_PRODUCTION_GATEWAY).toBe('https://openapi.alipay.com/gateway.do');
    expect(() => settingsOf({ ...env, ALIPAY_GATEWAY: 'openapi.alipay.com' })).toThrow(/^ALIPAY_GATEWAY=/);
  });
});
