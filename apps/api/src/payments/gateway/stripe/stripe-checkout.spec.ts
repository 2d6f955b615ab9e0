// Reading Stripe's events and sessions into payments (pure), and the double's webhook signer checked
// against the SDK's own: generateTestHeaderString makes the same header, constructEvent accepts it.
import Stripe from 'stripe';
import { paymentOfEvent } from './stripe-checkout';
import { stripeSignatureHeader } from './testing/stripe-webhook-sender';

const paidSession = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  amount_total: 10_000,
  currency: 'cny',
  client_reference_id: 'R1',
  metadata: { order_id: 'R1' },
  payment_intent: 'pi_test_1',
  payment_status: 'paid',
  status: 'complete',
  ...overrides,
});
const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_test_1', object: 'event', type, created: 1_900_000_000, data: { object } }) as unknown as Stripe.Event;

describe('paymentOfEvent', () => {
  it('a completed, paid session: the order, the PaymentIntent as trade number, amount_total in fen, the event time', () => {
    expect(paymentOfEvent(event('checkout.session.completed', paidSession()))).toEqual({
      kind: 'payment',
      notification: {
        gateway: 'stripe',
        orderId: 'R1',
        tradeNo: 'pi_test_1',
        amount: 10_000n,
        paidAt: new Date(1_900_000_000_000),
      },
    });
    expect(paymentOfEvent(event('checkout.session.async_payment_succeeded', paidSession()))).toMatchObject({
      kind: 'payment',
    });
  });

  it('not a payment: another type, a session not paid yet, one without our order id', () => {
    expect(paymentOfEvent(event('checkout.session.expired', paidSession()))).toMatchObject({ kind: 'none' });
    expect(
      paymentOfEvent(event('checkout.session.completed', paidSession({ payment_status: 'unpaid' }))),
    ).toMatchObject({
      kind: 'none',
    });
    expect(
      paymentOfEvent(event('checkout.session.completed', paidSession({ metadata: {}, client_reference_id: null }))),
    ).toMatchObject({ kind: 'none' });
  });

  it('paid in another currency: refused as such, not weighed against a price in yuan', () => {
    expect(paymentOfEvent(event('checkout.session.completed', paidSession({ currency: 'usd' })))).toEqual({
      kind: 'wrong_currency',
      orderId: 'R1',
      tradeNo: 'pi_test_1',
      currency: 'usd',
    });
  });
});

describe("the double's webhook signature", () => {
  it("is the SDK's: the same header for the same payload, secret and time, and constructEvent accepts it", () => {
    const payload = JSON.stringify({ id: 'evt_test_1', object: 'event' }, null, 2);
    const timestamp = Math.floor(Date.now() / 1000);
    const ours = stripeSignatureHeader(payload, 'whsec_x', timestamp);
    expect(ours).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x', timestamp }));
    expect(Stripe.webhooks.constructEvent(payload, ours, 'whsec_x')).toEqual({ id: 'evt_test_1', object: 'event' });
    expect(() => Stripe.webhooks.constructEvent(payload, ours, 'whsec_y')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
