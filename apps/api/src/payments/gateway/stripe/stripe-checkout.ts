// What a Stripe Checkout Session and a webhook event say about an order's payment (pure): the
// payment handed to PAYMENT_NOTIFICATION_SINK, or why an event is none of ours to act on.
//   orderId   metadata.order_id (we set it, and client_reference_id, at creation)
//   tradeNo   the PaymentIntent id (pi_...): what Stripe's dashboard, refunds and disputes name;
//             the session id only when a paid session has none (never for a card payment)
//   amount    amount_total: the smallest unit of the currency, fen for cny = our hundredths
//   paidAt    the event's `created` for a webhook; the PaymentIntent's `created` for a query (Checkout
//             creates it when the player confirms the payment)
import type Stripe from 'stripe';
import type { VerifiedPaymentNotification } from '../payment-gateway.port';

export const STRIPE_GATEWAY = 'stripe';
/** Our prices are hundredths of a yuan: Stripe's cny in its smallest unit. */
export const STRIPE_CURRENCY = 'cny';

/** The Checkout events that mean "paid"; every other event type is answered 200 and ignored. */
export const PAYMENT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export type SessionPayment =
  | { kind: 'payment'; notification: VerifiedPaymentNotification }
  /** Paid in another currency than ours: the amount cannot be compared with a price in yuan. */
  | { kind: 'wrong_currency'; orderId: string; tradeNo: string; currency: string }
  /** Not a paid session of one of our orders. */
  | { kind: 'none'; reason: string };

/** The order a session pays: metadata.order_id, else client_reference_id (both set to it). */
export function orderIdOf(session: Stripe.Checkout.Session): string | undefined {
  return session.metadata?.order_id || session.client_reference_id || undefined;
}

/** The payment a paid session records, as of `paidAt`. */
export function paymentOfSession(session: Stripe.Checkout.Session, paidAt: Date): SessionPayment {
  if (session.payment_status !== 'paid') return { kind: 'none', reason: `payment_status ${session.payment_status}` };
  const orderId = orderIdOf(session);
  if (!orderId) return { kind: 'none', reason: 'no metadata.order_id: not a session of ours' };
  const tradeNo = paymentIntentIdOf(session) ?? session.id;
  if (session.currency !== STRIPE_CURRENCY) {
    return { kind: 'wrong_currency', orderId, tradeNo, currency: String(session.currency) };
  }
  if (session.amount_total === null || !Number.isSafeInteger(session.amount_total)) {
    return { kind: 'none', reason: `amount_total ${String(session.amount_total)}` };
  }
  return {
    kind: 'payment',
    notification: { gateway: STRIPE_GATEWAY, orderId, tradeNo, amount: BigInt(session.amount_total), paidAt },
  };
}

/** A verified webhook event: the payment it reports, or none (another type, not paid yet, not ours). */
export function paymentOfEvent(event: Stripe.Event): SessionPayment {
  if (!PAYMENT_EVENT_TYPES.has(event.type)) return { kind: 'none', reason: `event type ${event.type}` };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session?.object !== 'checkout.session') return { kind: 'none', reason: 'not a checkout.session' };
  return paymentOfSession(session, new Date(event.created * 1000));
}

export function paymentIntentIdOf(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent;
  if (!intent) return undefined;
  return typeof intent === 'string' ? intent : intent.id;
}
