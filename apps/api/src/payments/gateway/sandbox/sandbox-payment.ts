// A payment at the sandbox gateway, and the rules it lives by. Pure: the clock and the random
// draws arrive as arguments.
//   created  waiting for the player to press Pay (until expiresAt)
//   paid     the player paid; the gateway owes our notify endpoint a notification
//   expired  nobody paid before expiresAt: the QR code can no longer be used
import type { Hundredths } from '@lootledger/contracts';
import type { CreatePaymentRequest, PayWay } from '../payment-gateway.port';

export type SandboxPaymentStatus = 'created' | 'paid' | 'expired';

export interface SandboxPayment {
  orderId: string;
  amount: Hundredths;
  subject: string;
  payWay: PayWay;
  expiresAt: Date;
  /** As of the time it was read: an unpaid payment past expiresAt reads expired. */
  status: SandboxPaymentStatus;
  tradeNo: string | null;
  paidAt: Date | null;
  createdAt: Date;
  notification: SandboxNotificationState;
}

/** Delivery of the paid notification to our notify endpoint. */
export interface SandboxNotificationState {
  /** Attempts made so far (duplicates not counted). */
  attempts: number;
  /** When the next attempt is due; null when there is nothing to send (not paid, delivered or given up). */
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  lastError: string | null;
}

export const PAY_WAYS: readonly PayWay[] = ['alipay', 'wechat', 'card'];

export function statusAt(stored: SandboxPaymentStatus, expiresAt: Date, now: Date): SandboxPaymentStatus {
  return stored === 'created' && now.getTime() >= expiresAt.getTime() ? 'expired' : stored;
}

/** The sandbox's transaction number: "SBX", the time in ms, six random digits (random in [0, 1)). */
export function newTradeNo(now: Date, random: number): string {
  const suffix = Math.floor(random * 1_000_000)
    .toString()
    .padStart(6, '0');
  return `SBX${now.getTime()}${suffix}`;
}

const MAX_RETRY_DELAY_MS = 3_600_000;

/** How long to wait after the given failed attempt (1-based): base, 2 x base, 4 x base, ... capped at 1 h. */
export function retryDelayMs(failedAttempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempt - 1), MAX_RETRY_DELAY_MS);
}

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Refuses a payment request the gateway could not take (programming errors, not player input). */
export function assertPaymentRequest(request: CreatePaymentRequest): void {
  if (!ORDER_ID.test(request.orderId)) {
    throw new Error(`createPayment: order id "${request.orderId}" is not 1-64 of [A-Za-z0-9_-] (an out_trade_no)`);
  }
  if (typeof request.amount !== 'bigint' || request.amount <= 0n) {
    throw new Error(`createPayment: order ${request.orderId}: the amount must be a bigint > 0 (hundredths)`);
  }
  if (!PAY_WAYS.includes(request.payWay)) {
    throw new Error(`createPayment: order ${request.orderId}: no such pay way ${String(request.payWay)}`);
  }
  if (!request.subject || request.subject.length > 256) {
    throw new Error(`createPayment: order ${request.orderId}: the subject must have 1-256 characters`);
  }
  if (!(request.expiresAt instanceof Date) || Number.isNaN(request.expiresAt.getTime())) {
    throw new Error(`createPayment: order ${request.orderId}: expiresAt is not a valid date`);
  }
}
