// WeChat Pay's settings (contract section 10), read when PAYMENT_PROVIDERS names `wechatpay`: a missing
// or unusable one stops the start, naming its variable.
//   WECHATPAY_MCHID, WECHATPAY_APPID        the merchant and the app (公众号/网站应用) it collects for
//   WECHATPAY_SERIAL                        the serial of the merchant API certificate (Authorization serial_no)
//   WECHATPAY_PRIVATE_KEY                   its private key, PEM (one-line "\n" form accepted)
//   WECHATPAY_APIV3_KEY                     the APIv3 key: 32 characters, decrypts notifications
//   WECHATPAY_PLATFORM_CERT                 the platform certificate, PEM; or WeChat Pay's public key (PEM)
//   WECHATPAY_PLATFORM_SERIAL (optional)    the Wechatpay-Serial it goes by: derived from the certificate
//                                           when unset; required with a public key (its PUB_KEY_ID_...)
//   WECHATPAY_BASE_URL (optional)           https://api.mch.weixin.qq.com
//   WECHATPAY_TRADE_TYPE (optional)         native (QR code, the default) or h5 (a phone browser's page):
//                                           one out_trade_no takes one trade type at WeChat Pay
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../../../platform/config/app-config';
import { optionalSetting, pemSetting, requiredSetting } from '../../../platform/config/provider-settings';
import type { PlatformKey } from './wechatpay-signing';

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

export type WechatpayTradeType = 'native' | 'h5';

export interface WechatpaySettings {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  apiV3Key: string;
  platform: PlatformKey;
  baseUrl: string;
  tradeType: WechatpayTradeType;
}

const ENABLED_BY = 'PAYMENT_PROVIDERS=wechatpay';

export function wechatpaySettings(config: Pick<AppConfig, 'providerEnv'>): WechatpaySettings {
  const required = (name: string) => requiredSetting(config, name, ENABLED_BY);
  const mchid = required('WECHATPAY_MCHID');
  const appid = required('WECHATPAY_APPID');
  const merchantSerial = required('WECHATPAY_SERIAL').toUpperCase();
  const privateKeyPem = pemSetting(required('WECHATPAY_PRIVATE_KEY'));
  const merchantPrivateKey = parsed('WECHATPAY_PRIVATE_KEY', 'a PEM private key', () =>
    createPrivateKey(privateKeyPem),
  );
  const apiV3Key = required('WECHATPAY_APIV3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) {
    throw new Error(
      `WECHATPAY_APIV3_KEY must be the 32-character APIv3 key (it has ${Buffer.byteLength(apiV3Key)} bytes)`,
    );
  }
  const platform = platformKey(
    pemSetting(required('WECHATPAY_PLATFORM_CERT')),
    optionalSetting(config, 'WECHATPAY_PLATFORM_SERIAL'),
  );
  if (platform.serial === merchantSerial) {
    throw new Error('WECHATPAY_PLATFORM_CERT: names the merchant certificate (WECHATPAY_SERIAL), not the platform one');
  }
  const baseUrl = optionalSetting(config, 'WECHATPAY_BASE_URL', WECHATPAY_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(baseUrl)) {
    throw new Error(`WECHATPAY_BASE_URL=${baseUrl}: not an http(s) URL without query or fragment`);
  }
  const tradeType = optionalSetting(config, 'WECHATPAY_TRADE_TYPE', 'native');
  if (tradeType !== 'native' && tradeType !== 'h5') {
    throw new Error(`WECHATPAY_TRADE_TYPE=${tradeType}: native or h5`);
  }
  return { mchid, appid, merchantSerial, merchantPrivateKey, apiV3Key, platform, baseUrl, tradeType };
}

/** The platform key: from a certificate (its serial unless one is given) or a public key and its serial. */
function platformKey(text: string, serial: string | undefined): PlatformKey {
  if (text.includes('BEGIN CERTIFICATE')) {
    const certificate = parsed('WECHATPAY_PLATFORM_CERT', 'a PEM certificate', () => new X509Certificate(text));
    return { serial: (serial ?? certificate.serialNumber).toUpperCase(), key: certificate.publicKey };
  }
  const key = parsed('WECHATPAY_PLATFORM_CERT', 'a PEM certificate or public key', () => createPublicKey(text));
  if (!serial) {
    throw new Error(
      'WECHATPAY_PLATFORM_SERIAL is required by WECHATPAY_PLATFORM_CERT holding a public key (its PUB_KEY_ID_... from the merchant platform) and is not set',
    );
  }
  return { serial: serial.startsWith('PUB_KEY_ID_') ? serial : serial.toUpperCase(), key };
}

function parsed<T>(name: string, what: string, parse: () => T): T {
  try {
    return parse();
  } catch {
    throw new Error(`${name} is not ${what}`);
  }
}
