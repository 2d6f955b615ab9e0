// A WeChat Pay payment notification (支付成功通知) read as the notify endpoint receives it: the raw body
// with its Wechatpay-* headers. In order: the platform signature over "timestamp\nnonce\nbody\n" (the
// serial ours, the timestamp within 5 minutes of `now`), the envelope, the event (TRANSACTION.SUCCESS
// is the only one acted on; another verified event is acknowledged and ignored), the resource
// decrypted with the APIv3 key (AEAD_AES_256_GCM), then the transaction: ours (mchid, appid), paid
// (trade_state SUCCESS), an integer amount in fen. Pure: no I/O, the clock comes in.
import type { ErrorKey } from '@lootledger/contracts';
import type { VerifiedPaymentNotification } from '../payment-gateway.port';
import {
  checkWechatpaySignature,
  decryptResource,
  type EncryptedResource,
  type PlatformKey,
} from './wechatpay-signing';

export interface NotificationKeys {
  mchid: string;
  appid: string;
  apiV3Key: string;
  platform: PlatformKey;
}

export type NotificationReading =
  | { kind: 'paid'; notification: VerifiedPaymentNotification }
  /** Verified, but not a payment to record (another event type or trade state): acknowledged. */
  | { kind: 'ignored'; reason: string }
  /** Refused: nothing changes; `reason` is for the log and the answer's message. */
  | { kind: 'refused'; error: ErrorKey; reason: string };

/** The transaction's fields we read (WeChat Pay's names). */
export interface WechatpayTransaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  success_time?: unknown;
  amount?: { total?: unknown; currency?: unknown } | null;
}

export function readWechatpayNotification(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  rawBody: Buffer,
  keys: NotificationKeys,
  now: Date,
): NotificationReading {
  const body = rawBody.toString('utf8');
  const signature = checkWechatpaySignature(headers, body, keys.platform, now);
  if (!signature.ok) return { kind: 'refused', error: 'GATEWAY_SIGNATURE_INVALID', reason: signature.reason };
  const envelope = jsonObject(body) as { event_type?: unknown; resource?: unknown } | undefined;
  if (!envelope) return { kind: 'refused', error: 'BAD_REQUEST', reason: 'the body is not a JSON object' };
  if (envelope.event_type !== 'TRANSACTION.SUCCESS') {
    return { kind: 'ignored', reason: `event_type ${String(envelope.event_type)}` };
  }
  const resource = envelope.resource as Partial<EncryptedResource> | undefined;
  if (
    typeof resource !== 'object' ||
    resource === null ||
    typeof resource.algorithm !== 'string' ||
    typeof resource.ciphertext !== 'string' ||
    typeof resource.nonce !== 'string'
  ) {
    return { kind: 'refused', error: 'BAD_REQUEST', reason: 'no resource to decrypt' };
  }
  const plaintext = decryptResource(resource as EncryptedResource, keys.apiV3Key);
  if (plaintext === undefined) {
    return {
      kind: 'refused',
      error: 'GATEWAY_SIGNATURE_INVALID',
      reason: `the resource (${resource.algorithm}) does not decrypt with the APIv3 key`,
    };
  }
  const transaction = jsonObject(plaintext) as WechatpayTransaction | undefined;
  if (!transaction) return { kind: 'refused', error: 'BAD_REQUEST', reason: 'the resource is not a JSON object' };
  if (transaction.mchid !== keys.mchid || transaction.appid !== keys.appid) {
    return { kind: 'refused', error: 'BAD_REQUEST', reason: 'the transaction is not of this merchant (mchid, appid)' };
  }
  if (transaction.trade_state !== 'SUCCESS') {
    return { kind: 'ignored', reason: `trade_state ${String(transaction.trade_state)}` };
  }
  const paid = paidTransaction(transaction);
  return paid.ok
    ? { kind: 'paid', notification: paid.notification }
    : { kind: 'refused', error: 'BAD_REQUEST', reason: paid.reason };
}

/**
 * A paid transaction (a notification's resource or the order query's answer) as the port's facts:
 * out_trade_no, transaction_id, amount.total fen (a positive integer, CNY) and success_time.
 */
export function paidTransaction(
  transaction: WechatpayTransaction,
): { ok: true; notification: VerifiedPaymentNotification } | { ok: false; reason: string } {
  const { out_trade_no: orderId, transaction_id: tradeNo, amount, success_time: successTime } = transaction;
  if (typeof orderId !== 'string' || !/^[A-Za-z0-9_\-|*]{1,32}$/.test(orderId))
    return { ok: false, reason: 'out_trade_no' };
  if (typeof tradeNo !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(tradeNo))
    return { ok: false, reason: 'transaction_id' };
  const total = amount?.total;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total <= 0)
    return { ok: false, reason: 'amount.total' };
  if (amount?.currency !== undefined && amount.currency !== 'CNY') return { ok: false, reason: 'amount.currency' };
  const paidAt = typeof successTime === 'string' && RFC3339.test(successTime) ? new Date(successTime) : undefined;
  if (!paidAt || Number.isNaN(paidAt.getTime())) return { ok: false, reason: 'success_time' };
  return { ok: true, notification: { gateway: 'wechatpay', orderId, tradeNo, amount: BigInt(total), paidAt } };
}

/** WeChat Pay's times: 2018-06-08T10:34:56+08:00. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
