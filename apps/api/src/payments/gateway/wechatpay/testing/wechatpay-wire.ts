// WeChat Pay's side of API v3's cryptography for the double, on node:crypto alone (not on our
// signing code or the SDK, so that the double checks them): the platform signature of an answer or a
// notification, the AEAD_AES_256_GCM-sealed notification envelope, and its times and nonces.
import { createCipheriv, createSign, randomBytes, type KeyObject } from 'node:crypto';

/** RFC 3339 in Beijing time, to the second: 2030-01-01T20:00:00+08:00. */
export const beijing = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');

/** `length` letters and digits. */
export const nonceOf = (length: number) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** The Wechatpay-* headers of `body`: SHA256withRSA over "timestamp\nnonce\nbody\n", base64. */
export function platformSignature(
  body: string,
  timestamp: number,
  key: KeyObject,
  serial: string,
): Record<string, string> {
  const nonce = nonceOf(32);
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-serial': serial,
    'wechatpay-signature': createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64'),
  };
}

/** A notification's body: the transaction sealed with the APIv3 key (ciphertext then the 16-byte tag, base64). */
export function sealedNotificationBody(
  transaction: Record<string, unknown>,
  apiV3Key: string,
  eventType: string,
  now: Date,
): string {
  const nonce = nonceOf(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), nonce);
  cipher.setAAD(Buffer.from('transaction'));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(transaction), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return JSON.stringify({
    id: `EV-${nonceOf(16)}`,
    create_time: beijing(now),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
}
