// What Alipay's asynchronous notification says (pure): the form body's parameters, then, once its
// signature checked out (alipay-payment.gateway.ts, verifyNotification), whether it reports a payment
// of our application and which. Only TRADE_SUCCESS and TRADE_FINISHED are payments; a refund's
// notification repeats the paid trade's trade_no (a duplicate to the sink), WAIT_BUYER_PAY and
// TRADE_CLOSED credit nothing.
import { isUtf8 } from 'node:buffer';
import { parseAmount, type Hundredths } from '@lootledger/contracts';
import { parseAlipayTime } from './alipay-time';

export const PAID_TRADE_STATUSES: readonly string[] = ['TRADE_SUCCESS', 'TRADE_FINISHED'];
export const UNPAID_TRADE_STATUSES: readonly string[] = ['WAIT_BUYER_PAY', 'TRADE_CLOSED'];

export type NotificationParams = Readonly<Record<string, string>>;

/** The form's parameters, decoded; null when the bytes are not UTF-8 or a name repeats. */
export function parseNotificationForm(raw: Buffer): NotificationParams | null {
  if (!isUtf8(raw)) return null;
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    if (Object.prototype.hasOwnProperty.call(params, name)) return null;
    params[name] = value;
  }
  return params;
}

export interface AlipayPayment {
  orderId: string;
  tradeNo: string;
  amount: Hundredths;
  paidAt: Date;
}

export type NotificationReading =
  | { kind: 'payment'; payment: AlipayPayment }
  /** A status that is no payment (WAIT_BUYER_PAY, TRADE_CLOSED): acknowledged, nothing credited. */
  | { kind: 'not_a_payment'; status: string }
  /** Signed, but not for us or not readable: refused. */
  | { kind: 'refused'; reason: string };

/** A verified notification's meaning for our application `appId`. */
export function readNotification(params: NotificationParams, appId: string): NotificationReading {
  if (params.app_id !== appId) return { kind: 'refused', reason: `app_id ${params.app_id ?? '(none)'} is not ours` };
  const status = params.trade_status ?? '';
  if (UNPAID_TRADE_STATUSES.includes(status)) return { kind: 'not_a_payment', status };
  if (!PAID_TRADE_STATUSES.includes(status)) return { kind: 'refused', reason: `trade_status ${status || '(none)'}` };
  const orderId = params.out_trade_no ?? '';
  const tradeNo = params.trade_no ?? '';
  if (!orderId || !tradeNo) return { kind: 'refused', reason: 'no out_trade_no or trade_no' };
  const amount = /^\d+(\.\d{1,2})?$/.test(params.total_amount ?? '') ? parseAmount(params.total_amount) : null;
  if (amount === null || amount <= 0n) return { kind: 'refused', reason: `total_amount ${params.total_amount}` };
  // gmt_payment is sent with a payment; notify_time only if a notification ever came without it.
  const paidAt = parseAlipayTime(params.gmt_payment ?? params.notify_time ?? '');
  if (!paidAt) return { kind: 'refused', reason: `gmt_payment ${params.gmt_payment}` };
  return { kind: 'payment', payment: { orderId, tradeNo, amount, paidAt } };
}
