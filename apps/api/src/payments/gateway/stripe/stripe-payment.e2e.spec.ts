// Card top-ups end to end through Stripe Checkout (pay_way 9): the real app with
// PAYMENT_PROVIDERS=sandbox,stripe and its STRIPE_* settings pointing at the Stripe double. Paid once
// however often Stripe delivers (the same event again, several events for one session); a forged,
// stale or unsigned delivery, another amount or an unknown order change nothing; a payment whose
// events never arrived is found by the order-expiry query; an unpaid one is expired at Stripe; no
// start without the webhook's signing secret.
import { ChangeType } from '@lootledger/contracts';
import type { EventStore } from '@lootledger/event-store';
import type Stripe from 'stripe';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { expectRefusal, type ApiClient } from '../../../platform/testing/api-client';
import { settledProcesses, startTestApp, suiteOf, type TestApp } from '../../../platform/testing/test-app';
import { refusedPaymentStreamId } from '../../orders/domain/refused-payment';
import { OrdersService } from '../../orders/orders.service';
import { changeRecordsOf, meOf, placeRechargeOrder, pollUntilBalanceIsNot, type Me } from '../../testing/recharge-e2e';
import { stripeClient, stripeSettings } from './stripe.config';
import { StripeDouble, type Json } from './testing/stripe-double';

const SECRET_KEY = 'sk_test_e2e_lootledger';
const WEBHOOK_SECRET = 'whsec_e2e_lootledger';
const CARD = 9;

let double: StripeDouble;
let app: TestApp;
let client: ApiClient;

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: double.baseUrl,
});

beforeAll(async () => {
  double = await StripeDouble.start({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  ({ app, client } = suiteOf(
    await startTestApp({ paymentProviders: ['sandbox', 'stripe'], providerEnv: stripeEnv(), orderTtlMs: 60_000 }),
  ));
  double.webhookUrl = `${app.baseUrl}/api/payments/notify/stripe`;
});
afterAll(async () => {
  await app?.close();
  await double?.close();
});

const sessionOf = (orderId: string) =>
  [...double.sessions.values()].find((session) => (session.metadata as Json).order_id === orderId)!;
/** [status, outcome or error key] of each delivery attempt. */
const outcomes = (attempts: { status: number; body: string }[]) =>
  attempts.map((attempt) => {
    const body = JSON.parse(attempt.body) as { data?: { outcome?: string }; error?: string };
    return [attempt.status, body.data?.outcome ?? body.error];
  });

/** A session for `orderId` made straight at Stripe (not by us), e.g. of another amount. */
async function foreignSession(orderId: string, amount: number, currency = 'cny'): Promise<Stripe.Checkout.Session> {
  const stripe = stripeClient(stripeSettings({ providerEnv: stripeEnv() }), { maxNetworkRetries: 0 });
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: 'x' } } }],
    metadata: { order_id: orderId },
    success_url: 'https://elsewhere.example/ok',
  });
}

it('offers pay_way 9 (card) through Stripe', async () => {
  const player = await aPlayer(client).register();
  const ways = await client.get<{ pay_way: number; name: string }[]>('/api/recharge/pay_ways', { token: player.token });
  expect(ways.body.data).toContainEqual({ pay_way: CARD, name: 'card' });
});

describe('a card top-up', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await aPlayer(client).register();
  });

  it('pays through Checkout: credited once, whatever the deliveries of the event and the events of the session', async () => {
    const order = await placeRechargeOrder(client, player, 'pkg-100', CARD);
    const session = sessionOf(order.order_id);
    expect(order.list).toEqual({ qr_url: session.url, h5: session.url });
    expect(session).toMatchObject({ amount_total: 10_000, currency: 'cny', client_reference_id: order.order_id });
    expect(session.success_url).toBe(`${app.baseUrl}/user/Payment?id=${order.order_id}`);
    // A reloaded payment page: the same session.
    const reloaded = await client.get<{ list: { h5: string } }>(`/api/recharge/${order.order_id}`, {
      token: player.token,
    });
    expect(reloaded.body.data.list.h5).toBe(session.url);

    const received = jest.spyOn(app.app.get(OrdersService), 'receivePayment');
    const delivered = await double.pay(session.id as string, { duplicates: 4 });
    expect(outcomes(delivered)[0]).toEqual([200, 'accepted']);
    expect(outcomes(delivered).slice(1)).toEqual(Array(4).fill([200, 'duplicate']));
    // 100.00 + 12.00 first-recharge bonus + VIP 1's 0.50% rebate.
    expect(await pollUntilBalanceIsNot(client, player, '0.00')).toMatchObject({
      bean: '112.50',
      total_recharge: '100.00',
    });

    // Stripe delivers the same event once more: answered from our table, the orders side not asked.
    const callsBefore = received.mock.calls.length;
    const redelivered = await double.send(double.events.get(delivered[0].eventId)!);
    expect(outcomes(redelivered)).toEqual([[200, 'duplicate']]);
    expect(received.mock.calls.length).toBe(callsBefore);
    // Another event of the same paid session (async_payment_succeeded): the order is paid once.
    const other = await double.send(
      double.event('checkout.session.async_payment_succeeded', sessionOf(order.order_id)),
    );
    expect(outcomes(other)).toEqual([[200, 'duplicate']]);
    received.mockRestore();

    await settledProcesses(app);
    expect((await meOf(client, player)).bean).toBe('112.50');
    const records = await changeRecordsOf(client, player);
    expect(records.filter((record) => record.change_type === ChangeType.RECHARGE)).toHaveLength(1);
    const state = await client.get<{ status: string }>(`/api/recharge/${order.order_id}`, { token: player.token });
    expect(state.body.data.status).toBe('paid');
    const paid = (await app.app.get<EventStore>(EVENT_STORE).readStream(`order-${order.order_id}`)).find(
      (e) => e.type === 'OrderPaid',
    );
    expect(paid?.data).toMatchObject({
      gateway: 'stripe',
      trade_no: sessionOf(order.order_id).payment_intent,
      amount: '10000',
    });
  });

  it('a payment whose events never arrived is found when the order expires, and credited once', async () => {
    const before = (await meOf(client, player)).bean;
    const order = await placeRechargeOrder(client, player, 'pkg-50', CARD);
    await double.pay(sessionOf(order.order_id).id as string, { attempts: 0 });
    const orders = app.app.get(OrdersService);
    expect(await orders.closeExpired(order.order_id, new Date(Date.now() + 3600_000))).toBe('paid');
    expect((await pollUntilBalanceIsNot(client, player, before)).total_recharge).toBe('150.00');
  });

  it('an unpaid order past its expiry is expired at Stripe: its page takes no payment', async () => {
    const order = await placeRechargeOrder(client, player, 'pkg-50', CARD);
    const orders = app.app.get(OrdersService);
    expect(await orders.closeExpired(order.order_id, new Date(Date.now() + 3600_000))).toBe('closed');
    expect(sessionOf(order.order_id)).toMatchObject({ status: 'expired' });
    await expect(double.pay(sessionOf(order.order_id).id as string)).rejects.toThrow(/not open/);
  });
});

describe('refusals change nothing', () => {
  let player: TestPlayer;
  let order: { order_id: string };
  let before: Me;
  let paidLooking: Json & { id: string };

  beforeAll(async () => {
    player = await aPlayer(client).register();
    order = await placeRechargeOrder(client, player, 'pkg-50', CARD);
    // What the setup set off (a new player's rewards) has run: from here the balance moves only with the tests.
    await settledProcesses(app);
    before = await meOf(client, player);
    const session = sessionOf(order.order_id);
    paidLooking = double.event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_forged',
    });
  });
  afterEach(async () => {
    await settledProcesses(app);
    expect(await meOf(client, player)).toEqual(before);
    expect(sessionOf(order.order_id).status).toBe('open');
  });

  it('a forged signature, a stale one (10 minutes old), none at all: 400 GATEWAY_SIGNATURE_INVALID', async () => {
    expect(outcomes(await double.send(paidLooking, { secret: 'whsec_forged', attempts: 1 }))).toEqual([
      [400, 'GATEWAY_SIGNATURE_INVALID'],
    ]);
    const stale = Math.floor(Date.now() / 1000) - 600;
    expect(outcomes(await double.send(paidLooking, { timestamp: stale, attempts: 1 }))).toEqual([
      [400, 'GATEWAY_SIGNATURE_INVALID'],
    ]);
    const unsigned = await fetch(double.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(paidLooking),
    });
    expectRefusal({ status: unsigned.status, body: await unsigned.json() } as never, 400, 'GATEWAY_SIGNATURE_INVALID');
  });

  it('a paid session of another amount for the order: 400 PAYMENT_AMOUNT_MISMATCH, recorded as refused, each delivery', async () => {
    const short = await foreignSession(order.order_id, 4_999);
    const attempts = await double.pay(short.id, { attempts: 2 });
    expect(outcomes(attempts)).toEqual([
      [400, 'PAYMENT_AMOUNT_MISMATCH'],
      [400, 'PAYMENT_AMOUNT_MISMATCH'],
    ]);
    const tradeNo = double.sessions.get(short.id)!.payment_intent as string;
    const refused = await app.app.get<EventStore>(EVENT_STORE).readStream(refusedPaymentStreamId('stripe', tradeNo));
    expect(refused.map((e) => [e.type, (e.data as { reason: string }).reason])).toEqual([
      ['PaymentRefused', 'amount_mismatch'],
    ]);
  });

  it('the right number in another currency (5000 usd cents): 400 PAYMENT_AMOUNT_MISMATCH', async () => {
    const dollars = await foreignSession(order.order_id, 5_000, 'usd');
    expect(outcomes(await double.pay(dollars.id, { attempts: 2 }))).toEqual([
      [400, 'PAYMENT_AMOUNT_MISMATCH'],
      [400, 'PAYMENT_AMOUNT_MISMATCH'],
    ]);
  });

  it('a paid session naming an order we do not have: 404 ORDER_NOT_FOUND', async () => {
    const stray = await foreignSession(`R-unknown-${Date.now()}`, 5_000);
    expect(outcomes(await double.pay(stray.id, { attempts: 1 }))).toEqual([[404, 'ORDER_NOT_FOUND']]);
  });

  it('events that are no payment (expired, not yet paid) are answered 200 and ignored', async () => {
    const expired = double.event('checkout.session.expired', { ...sessionOf(order.order_id), status: 'expired' });
    expect(outcomes(await double.send(expired))).toEqual([[200, 'ignored']]);
    const unpaid = double.event('checkout.session.completed', {
      ...sessionOf(order.order_id),
      payment_status: 'unpaid',
    });
    expect(outcomes(await double.send(unpaid))).toEqual([[200, 'ignored']]);
  });
});

describe('the start', () => {
  it('is refused with stripe enabled and no STRIPE_WEBHOOK_SECRET, naming it', async () => {
    const { STRIPE_WEBHOOK_SECRET: _missing, ...withoutSecret } = stripeEnv();
    await expect(startTestApp({ paymentProviders: ['stripe'], providerEnv: withoutSecret })).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET is required by PAYMENT_PROVIDERS=stripe/,
    );
  });
});
