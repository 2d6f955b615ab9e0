// The keys a WeChat Pay test generates, as a merchant and WeChat Pay hold them: the merchant's RSA key
// pair (its public half in the merchant API certificate WeChat Pay keeps, named by WECHATPAY_SERIAL),
// WeChat Pay's platform key pair with a self-signed X.509 platform certificate (what
// WECHATPAY_PLATFORM_CERT holds; its serial is what Wechatpay-Serial names) and a 32-byte APIv3 key.
// Node's crypto signs but does not issue certificates, so the certificate is DER-encoded here (X.509
// v3, sha256WithRSAEncryption, no extensions): enough for crypto.X509Certificate, as WeChat's is.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

export interface WechatpayTestKeys {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
  platformSerial: string;
  platformPrivateKey: KeyObject;
  /** The platform certificate, PEM. */
  platformCertificate: string;
  /** 32 ASCII characters, as the merchant platform shows it. */
  apiV3Key: string;
}

/** Fresh keys for one suite; the serials are 40 uppercase hex digits, like WeChat Pay's. */
export function wechatpayTestKeys(): WechatpayTestKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformSerial = serialHex();
  return {
    mchid: '1900009191',
    appid: 'wxd678efh567hg6787',
    merchantSerial: serialHex(),
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformSerial,
    platformPrivateKey: platform.privateKey,
    platformCertificate: selfSignedCertificate(platform.privateKey, platform.publicKey, platformSerial),
    apiV3Key: randomBytes(24).toString('base64').slice(0, 32),
  };
}

/** The WECHATPAY_* variables of a merchant holding these keys, pointed at `baseUrl`. */
export function wechatpayEnv(keys: WechatpayTestKeys, baseUrl: string): Record<string, string> {
  return {
    WECHATPAY_MCHID: keys.mchid,
    WECHATPAY_APPID: keys.appid,
    WECHATPAY_SERIAL: keys.merchantSerial,
    // The one-line form of an env file: pemSetting turns the "\n" back into newlines.
    WECHATPAY_PRIVATE_KEY: pem(keys.merchantPrivateKey).replace(/\n/g, '\\n'),
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_CERT: keys.platformCertificate,
    WECHATPAY_BASE_URL: baseUrl,
  };
}

export function pem(key: KeyObject): string {
  return key.type === 'private'
    ? (key.export({ type: 'pkcs8', format: 'pem' }) as string)
    : (key.export({ type: 'spki', format: 'pem' }) as string);
}

/** 20 random bytes, the first below 0x80 (a positive INTEGER without a leading zero byte). */
function serialHex(): string {
  const bytes = randomBytes(20);
  bytes[0] = (bytes[0] & 0x7f) | 0x10;
  return bytes.toString('hex').toUpperCase();
}

export function selfSignedCertificate(privateKey: KeyObject, publicKey: KeyObject, serial: string): string {
  const algorithm = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const name = (cn: string) => seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));
  const now = Date.now();
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from(serial, 'hex')),
    algorithm,
    name('Tenpay.com Root CA'),
    seq(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))),
    name('Tenpay.com Platform Test'),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, algorithm, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}

const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(at: Date): Buffer {
  const text = at.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, Buffer.from(text));
}
