// The Stripe gateway on a real database (PGlite, or PostgreSQL with DATABASE_URL), its SDK client
// pointed at the Stripe double: the Checkout Session it asks for (every field), one session per
// order whatever the repeats, the expiry clamped to what Stripe takes, query and close in every
// state, and Stripe's temporary failures (5xx, 429, timeouts) answered as "unavailable, ask again".
import Stripe from 'stripe';
import type { SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../../platform/testing/test-database';
import { PaymentGatewayUnavailableError, type CreatePaymentRequest } from '../payment-gateway.port';
import { aPaymentRequest } from '../sandbox/testing/payment-request.builder';
import { stripeClient, stripeSettings } from './stripe.config';
import { STRIPE_PAYMENT_MIGRATIONS } from './stripe-payment.migrations';
import { StripePaymentConflictError, StripePaymentGateway } from './stripe-payment.gateway';
import { StripeDouble } from './testing/stripe-double';

const SECRET_KEY = 'sk_test_int_gateway';
const WEBHOOK_SECRET = 'whsec_int_gateway';
const BASE = 'https://lootledger.example';

let sql: SqlClient;
let close: () => Promise<void>;
let double: StripeDouble;
let clock: number;

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_stripe', STRIPE_PAYMENT_MIGRATIONS));
  double = await StripeDouble.start({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: () => clock });
});
afterAll(async () => {
  await double.close();
  await close();
});
beforeEach(() => {
  clock = Date.now();
});

function gateway(key = SECRET_KEY, timeoutMs = 2_000): StripePaymentGateway {
  const settings = stripeSettings({
    providerEnv: { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: double.baseUrl },
  });
  // No SDK retries here: they sleep half a second; each test drives the repeat itself.
  const client = stripeClient(settings, { maxNetworkRetries: 0, timeoutMs });
  return new StripePaymentGateway(client, sql, { baseUrl: () => BASE, now: () => new Date(clock) });
}

const aCardOrder = (overrides: Partial<CreatePaymentRequest> = {}) =>
  aPaymentRequest('stripe', clock, { payWay: 'card', ...overrides });
const createsOf = (orderId: string) =>
  double.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === orderId);
const sessionOf = (orderId: string) =>
  [...double.sessions.values()].find((session) => session.client_reference_id === orderId)!;
const unavailable = expect.any(PaymentGatewayUnavailableError) as unknown;

describe('createPayment', () => {
  it('asks for a Checkout Session with the order in cny fen, and answers its URL for the QR code and the H5 link', async () => {
    const order = aCardOrder({ amount: 12_345n, expiresAt: new Date(clock + 2 * 3600_000) });
    const payment = await gateway().createPayment(order);
    const session = sessionOf(order.orderId);
    expect(payment).toEqual({ qrUrl: session.url, h5Url: session.url });
    const [create] = createsOf(order.orderId);
    expect(create.idempotencyKey).toBe(`order-${order.orderId}`);
    expect(create.stripeVersion).toBe(Stripe.API_VERSION);
    expect(create.params).toEqual({
      mode: 'payment',
      'payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cny',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': order.subject,
      client_reference_id: order.orderId,
      'metadata[order_id]': order.orderId,
      'payment_intent_data[metadata][order_id]': order.orderId,
      expires_at: String(Math.ceil(order.expiresAt.getTime() / 1000)),
      success_url: `${BASE}/user/Payment?id=${order.orderId}`,
      cancel_url: `${BASE}/user/Payment?id=${order.orderId}`,
    });
    expect(session).toMatchObject({ amount_total: 12_345, currency: 'cny', status: 'open', mode: 'payment' });
  });

  it('answers a repeat (a reloaded page) with the same session, without asking Stripe again; another amount is refused', async () => {
    const stripe = gateway();
    const order = aCardOrder();
    const first = await stripe.createPayment(order);
    expect(await stripe.createPayment(order)).toEqual(first);
    expect(createsOf(order.orderId)).toHaveLength(1);
    await expect(stripe.createPayment({ ...order, amount: 1n })).rejects.toBeInstanceOf(StripePaymentConflictError);
  });

  it('clamps the expiry to what Stripe takes: a 15-minute order gets 31 minutes, a 3-day one 24 hours less a minute', async () => {
    const short = aCardOrder({ expiresAt: new Date(clock + 15 * 60_000) });
    const long = aCardOrder({ expiresAt: new Date(clock + 3 * 24 * 3600_000) });
    await gateway().createPayment(short);
    await gateway().createPayment(long);
    const asked = (orderId: string) => Number(createsOf(orderId)[0].params.expires_at) * 1000 - clock;
    expect(asked(short.orderId)).toBeGreaterThanOrEqual(31 * 60_000);
    expect(asked(short.orderId)).toBeLessThan(31 * 60_000 + 1000);
    expect(asked(long.orderId)).toBeLessThanOrEqual(24 * 3600_000 - 60_000 + 1000);
    expect(asked(long.orderId)).toBeGreaterThan(24 * 3600_000 - 61_000);
  });

  it('a 429 is "unavailable"; the next try, same Idempotency-Key, gets the session', async () => {
    const order = aCardOrder();
    double.failNext({ status: 429 });
    await expect(gateway().createPayment(order)).rejects.toEqual(unavailable);
    const payment = await gateway().createPayment(order);
    expect(createsOf(order.orderId).map((r) => [r.status, r.idempotencyKey])).toEqual([
      [429, `order-${order.orderId}`],
      [200, `order-${order.orderId}`],
    ]);
    expect(payment.h5Url).toBe(sessionOf(order.orderId).url);
  });

  it('a 500 (which Stripe keeps for its key) is "unavailable"; the next try takes a new key and gets a session', async () => {
    const order = aCardOrder();
    double.failNext({ status: 500 });
    await expect(gateway().createPayment(order)).rejects.toEqual(unavailable);
    await gateway().createPayment(order);
    expect(createsOf(order.orderId).map((r) => [r.status, r.idempotencyKey])).toEqual([
      [500, `order-${order.orderId}`],
      [200, `order-${order.orderId}-1`],
    ]);
  });

  it('a Stripe that does not answer in time is "unavailable"', async () => {
    double.failNext({ hang: true });
    await expect(gateway(SECRET_KEY, 150).createPayment(aCardOrder())).rejects.toEqual(unavailable);
  });

  it('a wrong secret key is an error of its own (401), not "try again"', async () => {
    const error = await gateway('sk_test_not_ours')
      .createPayment(aCardOrder())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('the double keeps Idempotency-Key semantics as Stripe does', () => {
  it('same key and parameters: the same session (replayed); same key, other parameters: 400 idempotency_error', async () => {
    const client = stripeClient(
      stripeSettings({
        providerEnv: {
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: double.baseUrl,
        },
      }),
      { maxNetworkRetries: 0 },
    );
    const params = (amount: number): Stripe.Checkout.SessionCreateParams => ({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'cny', unit_amount: amount, product_data: { name: 'x' } } }],
      success_url: `${BASE}/ok`,
    });
    const key = `idem-${clock}`;
    const first = await client.checkout.sessions.create(params(100), { idempotencyKey: key });
    const again = await client.checkout.sessions.create(params(100), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await client.checkout.sessions.create(params(200), { idempotencyKey: key }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    const tooSoon = await client.checkout.sessions
      .create({ ...params(100), expires_at: Math.floor(clock / 1000) + 60 })
      .catch((e: unknown) => e);
    expect(tooSoon).toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at', statusCode: 400 });
  });
});

describe('queryPayment and closePayment', () => {
  const query = (stripe: StripePaymentGateway, order: CreatePaymentRequest) =>
    stripe.queryPayment({ orderId: order.orderId, payWay: 'card', amount: order.amount });
  const closing = (stripe: StripePaymentGateway, order: CreatePaymentRequest) =>
    stripe.closePayment({ orderId: order.orderId, payWay: 'card', amount: order.amount });

  it('an order never created at Stripe: not_found, and closing it is closed', async () => {
    const order = aCardOrder();
    expect(await query(gateway(), order)).toEqual({ status: 'not_found' });
    expect(await closing(gateway(), order)).toBe('closed');
  });

  it('open: unpaid; paid: the payment (the PaymentIntent as trade number, amount_total, its time) and close answers paid', async () => {
    const stripe = gateway();
    const order = aCardOrder({ amount: 5_000n });
    await stripe.createPayment(order);
    expect(await query(stripe, order)).toEqual({ status: 'unpaid' });
    clock += 60_000;
    await double.pay(sessionOf(order.orderId).id as string, { attempts: 1 });
    const intent = sessionOf(order.orderId).payment_intent as string;
    expect(intent).toMatch(/^pi_/);
    expect(await query(stripe, order)).toEqual({
      status: 'paid',
      notification: {
        gateway: 'stripe',
        orderId: order.orderId,
        tradeNo: intent,
        amount: 5_000n,
        paidAt: new Date(Math.floor(clock / 1000) * 1000),
      },
    });
    expect(await closing(stripe, order)).toBe('paid');
  });

  it('close expires an open session (the player cannot pay it any more); closing again is closed; query says closed', async () => {
    const stripe = gateway();
    const order = aCardOrder();
    await stripe.createPayment(order);
    expect(await closing(stripe, order)).toBe('closed');
    expect(sessionOf(order.orderId)).toMatchObject({ status: 'expired', url: null });
    await expect(double.pay(sessionOf(order.orderId).id as string)).rejects.toThrow(/not open/);
    expect(await closing(stripe, order)).toBe('closed');
    expect(await query(stripe, order)).toEqual({ status: 'closed' });
  });

  it('a session past its expires_at at Stripe: closed', async () => {
    const stripe = gateway();
    const order = aCardOrder();
    await stripe.createPayment(order);
    clock += 32 * 60_000;
    expect(await query(stripe, order)).toEqual({ status: 'closed' });
  });

  it('Stripe down (503), rate limited (429) or silent: "unavailable", for query and close alike', async () => {
    const order = aCardOrder();
    await gateway().createPayment(order);
    double.failNext({ status: 503 }, { status: 429 }, { status: 502 }, { hang: true });
    await expect(query(gateway(), order)).rejects.toEqual(unavailable);
    await expect(query(gateway(), order)).rejects.toEqual(unavailable);
    await expect(closing(gateway(), order)).rejects.toEqual(unavailable);
    await expect(query(gateway(SECRET_KEY, 150), order)).rejects.toEqual(unavailable);
    expect(await query(gateway(), order)).toEqual({ status: 'unpaid' });
  });
});
