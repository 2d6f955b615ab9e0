// The sandbox gateway's paid notification on the wire (contract section 8), shared by the sender (the
// sandbox gateway) and the receiver (POST /api/payments/notify/sandbox): a JSON body
// {order_id, amount, paid_at, trade_no} signed with X-Gateway-Sign = lowercase hex
// HMAC-SHA256(gateway secret, raw body bytes). Pure: no I/O, no clock.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatAmount, parseAmount, type Hundredths } from '@lootledger/contracts';
import type { FieldError } from '../../../platform/validation/field-errors';

export const GATEWAY_SIGN_HEADER = 'x-gateway-sign';

export interface SandboxNotification {
  orderId: string;
  /** Hundredths (fen); two decimals on the wire. */
  amount: Hundredths;
  tradeNo: string;
  paidAt: Date;
}

/** The body bytes the gateway sends (and signs): keys in the contract's order. */
export function notificationBody(notification: SandboxNotification): string {
  return JSON.stringify({
    order_id: notification.orderId,
    amount: formatAmount(notification.amount),
    paid_at: notification.paidAt.toISOString(),
    trade_no: notification.tradeNo,
  });
}

export function signGatewayBody(secret: string, body: Uint8Array | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether sign is the lowercase hex HMAC of body; compared in constant time. */
export function verifyGatewaySignature(secret: string, body: Uint8Array, sign: unknown): boolean {
  if (typeof sign !== 'string' || !/^[0-9a-f]{64}$/.test(sign)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
}

export type ParsedNotification =
  | { ok: true; notification: SandboxNotification }
  | { ok: false; malformed: true }
  | { ok: false; malformed: false; errors: FieldError[] };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Exactly two decimals, positive: what the sandbox sends; "100", "1e2" or "100.5" are refused. */
const AMOUNT = /^\d{1,15}\.\d{2}$/;
/** ISO-8601 with a time zone, e.g. 2030-01-01T12:00:00.000Z or 2030-01-01T20:00:00+08:00. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** Reads a verified body: malformed (not a JSON object) or invalid fields (with their messages). */
export function parseNotificationBody(body: Uint8Array): ParsedNotification {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return { ok: false, malformed: true };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, malformed: true };
  const fields = value as Record<string, unknown>;
  const errors: FieldError[] = [];
  const invalid = (field: string, en: string, zh: string) => errors.push({ field, message: { en, zh } });

  const orderId = fields.order_id;
  if (typeof orderId !== 'string' || !ID.test(orderId))
    invalid('order_id', 'order_id must be an order id', 'order_id 格式不正确');
  const tradeNo = fields.trade_no;
  if (typeof tradeNo !== 'string' || !ID.test(tradeNo))
    invalid('trade_no', 'trade_no must be a transaction number', 'trade_no 格式不正确');
  const amountText = fields.amount;
  const amount = typeof amountText === 'string' && AMOUNT.test(amountText) ? parseAmount(amountText) : null;
  if (amount === null || amount <= 0n)
    invalid(
      'amount',
      'amount must be a positive amount with two decimals, e.g. "68.88"',
      'amount 必须是两位小数的金额',
    );
  const paidAtText = fields.paid_at;
  const paidAt = typeof paidAtText === 'string' && TIMESTAMP.test(paidAtText) ? new Date(paidAtText) : null;
  if (paidAt === null || Number.isNaN(paidAt.getTime()))
    invalid('paid_at', 'paid_at must be an ISO-8601 time', 'paid_at 必须是 ISO-8601 时间');

  if (errors.length > 0) return { ok: false, malformed: false, errors };
  return {
    ok: true,
    notification: { orderId: orderId as string, amount: amount!, tradeNo: tradeNo as string, paidAt: paidAt! },
  };
}
