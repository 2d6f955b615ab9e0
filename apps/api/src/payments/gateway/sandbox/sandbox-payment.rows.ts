// The sandbox gateway's table: its name and columns, a row as the database returns it, and the
// payment a row holds.
import { statusAt, type SandboxPayment, type SandboxPaymentStatus } from './sandbox-payment';

export const TABLE = 'payments_sandbox_gateway_payments';
export const COLUMNS = `order_id, amount, subject, pay_way, expires_at, status, trade_no, paid_at, created_at,
  notify_attempts, notify_next_attempt_at, notify_delivered_at, notify_last_error`;

export interface PaymentRow {
  order_id: string;
  amount: string | number | bigint;
  subject: string;
  pay_way: SandboxPayment['payWay'];
  expires_at: unknown;
  status: SandboxPaymentStatus;
  trade_no: string | null;
  paid_at: unknown;
  created_at: unknown;
  notify_attempts: number | string;
  notify_next_attempt_at: unknown;
  notify_delivered_at: unknown;
  notify_last_error: string | null;
}

/** A payment as its row holds it, its status as of now (an unpaid one past expiresAt reads expired). */
export function paymentOfRow(row: PaymentRow, now: Date): SandboxPayment {
  const expiresAt = toDate(row.expires_at);
  return {
    orderId: row.order_id,
    amount: BigInt(row.amount),
    subject: row.subject,
    payWay: row.pay_way,
    expiresAt,
    status: statusAt(row.status, expiresAt, now),
    tradeNo: row.trade_no,
    paidAt: toDateOrNull(row.paid_at),
    createdAt: toDate(row.created_at),
    notification: {
      attempts: Number(row.notify_attempts),
      nextAttemptAt: toDateOrNull(row.notify_next_attempt_at),
      deliveredAt: toDateOrNull(row.notify_delivered_at),
      lastError: row.notify_last_error,
    },
  };
}

export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}
