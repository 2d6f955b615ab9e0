// WeChat Pay's settings: each missing or unusable one stops the start naming its variable; the platform
// serial comes from the certificate, or with a bare public key from WECHATPAY_PLATFORM_SERIAL.
import { wechatpaySettings } from './wechatpay.config';
import { wechatpayEnv, wechatpayTestKeys } from './testing/wechatpay-keys';

const keys = wechatpayTestKeys();
const env = wechatpayEnv(keys, 'https://api.mch.weixin.qq.com');
const settingsOf = (providerEnv: Record<string, string | undefined>) => () => wechatpaySettings({ providerEnv });

describe('wechatpaySettings', () => {
  it('reads the merchant, the one-line private key, the APIv3 key and the certificate serial', () => {
    const settings = wechatpaySettings({ providerEnv: { ...env, WECHATPAY_BASE_URL: undefined } });
    expect(settings).toMatchObject({
      mchid: keys.mchid,
      appid: keys.appid,
      merchantSerial: keys.merchantSerial,
      apiV3Key: keys.apiV3Key,
      baseUrl: 'https://api.mch.weixin.qq.com',
      tradeType: 'native',
      platform: { serial: keys.platformSerial },
    });
    expect(settings.merchantPrivateKey.asymmetricKeyType).toBe('rsa');
  });

  it.each([
    'WECHATPAY_MCHID',
    'WECHATPAY_APPID',
    'WECHATPAY_SERIAL',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_CERT',
  ])('without %s it refuses, naming it', (name) => {
    expect(settingsOf({ ...env, [name]: undefined })).toThrow(`${name} is required by PAYMENT_PROVIDERS=wechatpay`);
    expect(settingsOf({ ...env, [name]: '  ' })).toThrow(name);
  });

  it('refuses an APIv3 key that is not 32 bytes, a key or certificate that does not parse, a bad URL or trade type', () => {
    expect(settingsOf({ ...env, WECHATPAY_APIV3_KEY: 'short' })).toThrow(
      /WECHATPAY_APIV3_KEY must be the 32-character/,
    );
    expect(settingsOf({ ...env, WECHATPAY_PRIVATE_KEY: 'not a key' })).toThrow(
      'WECHATPAY_PRIVATE_KEY is not a PEM private key',
    );
    expect(
      settingsOf({ ...env, WECHATPAY_PLATFORM_CERT: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }),
    ).toThrow('WECHATPAY_PLATFORM_CERT is not a PEM certificate');
    expect(settingsOf({ ...env, WECHATPAY_BASE_URL: 'api.mch.weixin.qq.com' })).toThrow(/WECHATPAY_BASE_URL/);
    expect(settingsOf({ ...env, WECHATPAY_TRADE_TYPE: 'jsapi' })).toThrow(/WECHATPAY_TRADE_TYPE=jsapi/);
  });

  it('takes WeChat Pay public key with its PUB_KEY_ID_ serial, and refuses one without', () => {
    const publicKey = wechatpayTestKeys().merchantPublicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(settingsOf({ ...env, WECHATPAY_PLATFORM_CERT: publicKey })).toThrow(/WECHATPAY_PLATFORM_SERIAL is required/);
    const settings = wechatpaySettings({
      providerEnv: {
        ...env,
        WECHATPAY_PLATFORM_CERT: publicKey,
        WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000',
      },
    });
    expect(settings.platform.serial).toBe('PUB_KEY_ID_0114232134912410000000');
  });

  it('refuses the merchant certificate serial in the place of the platform one', () => {
    expect(settingsOf({ ...env, WECHATPAY_SERIAL: keys.platformSerial })).toThrow(/names the merchant certificate/);
  });
});
