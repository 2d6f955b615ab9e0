// WeChat Pay API v3's signatures, shared by the order calls (wechatpay-payment.gateway.ts, through
// the SDK) and the notify endpoint: the merchant signs "METHOD\nURL\ntimestamp\nnonce\nbody\n" with its
// private key (Authorization: WECHATPAY2-SHA256-RSA2048 ...), WeChat Pay signs its answers and its
// notifications as "timestamp\nnonce\nbody\n" with the platform key that Wechatpay-Serial names
// (SHA256withRSA, base64), and a notification's resource is AEAD_AES_256_GCM-encrypted with the
// APIv3 key. The formats and primitives are wechatpay-axios-plugin's (Formatter, Rsa, Aes.AesGcm);
// this file adds the checks around them. Pure: the clock comes in.
import type { KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';

/** The headers of a signed answer or notification (Node lowercases header names). */
export const WECHATPAY_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** WeChat Pay's own limit (and the SDK's) for a signed message's time against ours: 5 minutes. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** The platform public key that checks WeChat Pay's signatures, and the serial that names it. */
export interface PlatformKey {
  serial: string;
  key: KeyObject;
}

/** What the merchant signs for a request: the method, the path with its query, and the body ('' for GET). */
export function requestMessage(
  method: string,
  url: string,
  timestamp: number | string,
  nonce: string,
  body = '',
): string {
  return Formatter.request(method.toUpperCase(), url, timestamp, nonce, body);
}

/** What WeChat Pay signs for an answer or a notification. */
export function responseMessage(timestamp: number | string, nonce: string, body: string): string {
  return Formatter.response(timestamp, nonce, body);
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'headers_missing' | 'unknown_serial' | 'stale_timestamp' | 'bad_signature' };

/**
 * Whether `body` with these Wechatpay-* headers was signed by WeChat Pay: the serial names our
 * platform key, the timestamp is within 5 minutes of `now`, and the signature checks out.
 */
export function checkWechatpaySignature(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  body: string,
  platform: PlatformKey,
  now: Date,
): SignatureCheck {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const timestamp = header(WECHATPAY_HEADERS.timestamp);
  const nonce = header(WECHATPAY_HEADERS.nonce);
  const signature = header(WECHATPAY_HEADERS.signature);
  const serial = header(WECHATPAY_HEADERS.serial);
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: 'headers_missing' };
  if (serial.toUpperCase() !== platform.serial.toUpperCase()) return { ok: false, reason: 'unknown_serial' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  let verified: boolean;
  try {
    verified = Rsa.verify(responseMessage(timestamp, nonce, body), signature, platform.key);
  } catch {
    verified = false;
  }
  return verified ? { ok: true } : { ok: false, reason: 'bad_signature' };
}

/** A notification's encrypted resource. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** The resource's plaintext, or undefined when it does not decrypt with this key (the GCM tag fails). */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | undefined {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return undefined;
  try {
    return Aes.AesGcm.decrypt(resource.ciphertext, apiV3Key, resource.nonce, resource.associated_data ?? '');
  } catch {
    return undefined;
  }
}
