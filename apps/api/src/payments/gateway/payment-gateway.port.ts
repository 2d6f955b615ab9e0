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
import type { ErrorKey, Hundredths } from '@lootledger/contracts';

export const PAYMENT_NOTIFICATION_SINK = Symbol('PAYMENT_NOTIFICATION_SINK');

/** How the player pays: pay_way 7 Alipay, 8 WeChat Pay, 9 a card (contract section 10). */
export type PayWay = 'alipay' | 'wechat' | 'card';

/** The pay_way numbers of the API (spec: 7 Alipay, 8 WeChat; 9 the card provider, contract section 10). */
export const PAY_WAY_NUMBERS: Readonly<Record<PayWay, number>> = { alipay: 7, wechat: 8, card: 9 };

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
  /**
   * The gateway's name in PAYMENT_PROVIDERS, its notify URL (/api/payments/notify/<name>) and the
   * records: 'sandbox', 'alipay', 'wechatpay', 'stripe'.
   */
  readonly name: string;
  /** The pay ways it takes (a real gateway takes its pay way before the sandbox does). */
  readonly payWays: readonly PayWay[];
  /** Idempotent by orderId: a repeat answers the same payment (a phone reloading its page). */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * What the gateway knows of the order's payment (Alipay trade.query, WeChat Pay's order query, the
   * Stripe Checkout Session): asked when a notification is late, before the order expires. A paid
   * answer is handed to the notification sink like a notification (credited once either way).
   * Throws PaymentGatewayUnavailableError when the gateway cannot say now.
   */
  queryPayment(order: PaymentQueryRequest): Promise<PaymentQueryResult>;
  /**
   * Closes the unpaid payment at the gateway so it takes no money after the order expired (Alipay
   * trade.close, WeChat Pay close, Stripe expire session). Idempotent: closing a closed or never
   * created payment is 'closed'. 'paid' when the gateway was paid meanwhile: the caller queries again
   * and records the payment. Throws PaymentGatewayUnavailableError when the gateway cannot say now.
   */
  closePayment(order: PaymentQueryRequest): Promise<'closed' | 'paid'>;
}

export interface PaymentQueryRequest {
  /** Our order id (out_trade_no). */
  orderId: string;
  payWay: PayWay;
  /** The order's price in hundredths, to check a paid answer against. */
  amount: Hundredths;
}

export type PaymentQueryResult =
  /** Paid: what a notification would have said. */
  | { status: 'paid'; notification: VerifiedPaymentNotification }
  /** Created and waiting to be paid. */
  | { status: 'unpaid' }
  /** Closed or expired at the gateway: it takes no payment any more. */
  | { status: 'closed' }
  /** The gateway has no such payment (never created there). */
  | { status: 'not_found' };

/** The gateway could not be reached or answered with a temporary error (timeout, 5xx, rate limit): ask again later. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(
    readonly gateway: string,
    message = `payment gateway ${gateway} is temporarily unavailable`,
  ) {
    super(message);
    this.name = 'PaymentGatewayUnavailableError';
  }
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

/** The sink's refusals. */
export type RefusedOutcome = Exclude<NotificationOutcome, 'accepted' | 'duplicate'>;

/** How every notify endpoint names a refusal (its status: ERROR_STATUS of the key). */
export const REFUSAL_ERROR_KEYS: Readonly<Record<RefusedOutcome, ErrorKey>> = {
  unknown_order: 'ORDER_NOT_FOUND',
  amount_mismatch: 'PAYMENT_AMOUNT_MISMATCH',
  order_expired: 'ORDER_EXPIRED',
};
// A refused notification is recorded (PaymentRefused on the order's stream, or on the stream of the
// unknown trade when no such order exists) before the refusal is answered: the audit and the staff
// see every payment a gateway reported, credited or not.

export interface PaymentNotificationSink {
  receive(notification: VerifiedPaymentNotification): Promise<NotificationOutcome>;
}

/** The enabled gateways (PAYMENT_PROVIDERS), each pay way to the one that takes it. */
export const PAYMENT_GATEWAYS = Symbol('PAYMENT_GATEWAYS');

export class PaymentGateways {
  private readonly byPayWay = new Map<PayWay, PaymentGateway>();
  private readonly byName = new Map<string, PaymentGateway>();

  /** In PAYMENT_PROVIDERS order; a real gateway takes its pay ways before the sandbox. */
  constructor(gateways: readonly PaymentGateway[]) {
    const ordered = [...gateways.filter((g) => g.name !== 'sandbox'), ...gateways.filter((g) => g.name === 'sandbox')];
    for (const gateway of ordered) {
      this.byName.set(gateway.name, gateway);
      for (const payWay of gateway.payWays) if (!this.byPayWay.has(payWay)) this.byPayWay.set(payWay, gateway);
    }
  }

  /** The gateway that takes this pay way, or undefined when no enabled one does. */
  forPayWay(payWay: PayWay): PaymentGateway | undefined {
    return this.byPayWay.get(payWay);
  }

  /** The gateway of this name (an order's `gateway`), or undefined when it is not enabled any more. */
  named(name: string): PaymentGateway | undefined {
    return this.byName.get(name);
  }

  /** The pay ways offered, as the API numbers them, ascending. */
  payWays(): PayWay[] {
    return [...this.byPayWay.keys()].sort((a, b) => PAY_WAY_NUMBERS[a] - PAY_WAY_NUMBERS[b]);
  }
}
