// The payment-gateway port: how a recharge order is paid outside (Alipay, WeChat Pay; the sandbox
// here) and how the gateway's paid notification reaches the order. Amounts cross the port as integer
// hundredths of a yuan, which is exactly the fen both real gateways use.
//
//   createPayment: "precreate" an order at the gateway (out_trade_no = our order id, amount, subject,
//   expiry) and get what the player scans or opens: a QR code image (data URL) for desktop and an
//   H5 URL for phones.
//   Notification: the gateway calls our notify endpoint (one per gateway: /api/payments/notify/<name>)
//   with a signed message; that endpoint verifies it in the gateway's own way (sandbox: HMAC-SHA256
//   of the raw body; Alipay: RSA2 over the sorted parameters with Alipay's public key; WeChat Pay v3:
//   a platform-certificate signature over the headers and body, then AES-256-GCM to decrypt the
//   resource) and hands the verified facts to PAYMENT_NOTIFICATION_SINK, then answers as the gateway
//   expects (sandbox: 200 JSON; Alipay: the text "success"; WeChat: 200/204) so it stops retrying.
import type { Hundredths } from '@lootledger/contracts';

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
export const PAYMENT_NOTIFICATION_SINK = Symbol('PAYMENT_NOTIFICATION_SINK');

export type PayWay = 'alipay' | 'wechat';

export interface CreatePaymentRequest {
  /** Our order id: the out_trade_no at the gateway (unique, reused for retries of the same order). */
  orderId: string;
  /** Hundredths of a yuan (= fen). */
  amount: Hundredths;
  /** What the player sees on the payment page, e.g. "Lootledger 100 coins". */
  subject: string;
  payWay: PayWay;
  /** After this the gateway refuses to take the payment. */
  expiresAt: Date;
}

export interface CreatedPayment {
  /** The QR code to scan on desktop, as an image data URL (data:image/png;base64,...) or an image URL. */
  qrUrl: string;
  /** Where a phone goes to pay (the gateway's H5 / wap page). */
  h5Url: string;
}

export interface PaymentGateway {
  /** The gateway's name in URLs and records: 'sandbox', 'alipay', 'wechat'. */
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
}

/** What a notify endpoint hands on once the gateway's signature checked out. */
export interface VerifiedPaymentNotification {
  gateway: string;
  /** Our order id (the gateway's out_trade_no). */
  orderId: string;
  /** The gateway's own transaction number: a repeated notification repeats it. */
  tradeNo: string;
  /** Paid amount in hundredths (fen). */
  amount: Hundredths;
  paidAt: Date;
}

/**
 * accepted: recorded now; duplicate: already recorded (a repeated notification); the others refuse
 * and change nothing: unknown_order, amount_mismatch (paid amount differs from the order),
 * order_expired (the order expired unpaid before the payment).
 */
export type NotificationOutcome = 'accepted' | 'duplicate' | 'unknown_order' | 'amount_mismatch' | 'order_expired';

export interface PaymentNotificationSink {
  receive(notification: VerifiedPaymentNotification): Promise<NotificationOutcome>;
}
