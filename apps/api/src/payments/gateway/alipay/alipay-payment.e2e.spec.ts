// A top-up through Alipay end to end over real HTTP: the app (PAYMENT_PROVIDERS=alipay, ALIPAY_* keys
// generated here) talks to the local double of Alipay's gateway, which pays and posts its signed form
// notification to /api/payments/notify/alipay. Credited once despite duplicates; forged, foreign,
// wrong-amount and unknown-order notifications answered `fail` and change nothing; a late
// notification found by the order-expiry query; the start refused without a key.
import type { OpenAPIObject } from '@nestjs/swagger';
import { ChangeType } from '@lootledger/contracts';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { settledProcesses, startTestApp, suiteOf, type TestApp } from '../../../platform/testing/test-app';
import type { ApiClient } from '../../../platform/testing/api-client';
import { OrdersService } from '../../orders/orders.service';
import { changeRecordsOf, meOf, placeRechargeOrder, pollUntilBalanceIsNot } from '../../testing/recharge-e2e';
import { AlipayDouble } from './testing/alipay-double';
import { alipayEnv, generateAlipayTestKeys, signNotification } from './testing/alipay-signing';

const APP_ID = '2021000000000042';
const keys = generateAlipayTestKeys();
let alipay: AlipayDouble;
let app: TestApp;
let client: ApiClient;
let notifyUrl: string;

beforeAll(async () => {
  alipay = await AlipayDouble.start({ appId: APP_ID, keys });
  ({ app, client } = suiteOf(
    await startTestApp({ paymentProviders: ['alipay'], providerEnv: alipayEnv(keys, alipay.url, APP_ID) }),
  ));
  notifyUrl = `${app.baseUrl}/api/payments/notify/alipay`;
});
afterAll(async () => {
  await app?.close();
  await alipay?.close();
});

const orderStatus = async (player: TestPlayer, orderId: string) =>
  (await client.get<{ status: string }>(`/api/recharge/${orderId}`, { token: player.token })).body.data.status;

describe('a top-up paid with Alipay (pay_way 7)', () => {
  let player: TestPlayer;

  beforeAll(async () => {
    player = await aPlayer(client).register();
  });

  it('offers pay_way 7 only, and gives the QR code and phone link of the Alipay trade', async () => {
    const ways = await client.get<{ pay_way: number; name: string }[]>('/api/recharge/pay_ways', {
      token: player.token,
    });
    expect(ways.body.data).toEqual([{ pay_way: 7, name: 'alipay' }]);
    const order = await placeRechargeOrder(client, player, 'pkg-100', 7);
    const trade = alipay.trades.get(order.order_id)!;
    expect(trade).toMatchObject({ totalAmount: '100.00', status: 'WAIT_BUYER_PAY', notifyUrl });
    expect(order.list.qr_url).toBe(trade.qrCode);
    expect(order.list.h5.startsWith(`${alipay.url}?`)).toBe(true);
    expect(await (await fetch(order.list.h5)).text()).toContain(`${order.order_id} 100.00`);
    // A reload of the order page: the same QR code (Alipay's answer to a repeated precreate).
    const again = await client.get<{ list: { qr_url: string } }>(`/api/recharge/${order.order_id}`, {
      token: player.token,
    });
    expect(again.body.data.list.qr_url).toBe(trade.qrCode);
  });

  it('credits once, answering `success` to the notification and each of its 5 duplicates', async () => {
    const order = await placeRechargeOrder(client, player, 'pkg-100', 7);
    const deliveries = await alipay.pay(order.order_id, { duplicates: 5 });
    expect(deliveries).toEqual(Array.from({ length: 6 }, () => ({ status: 200, body: 'success' })));
    // 100.00 paid + 12.00 first-recharge bonus + VIP 1's 0.50% rebate on 100.00.
    expect(await pollUntilBalanceIsNot(client, player, '0.00')).toMatchObject({
      bean: '112.50',
      total_recharge: '100.00',
    });
    await settledProcesses(app);
    expect((await meOf(client, player)).bean).toBe('112.50');
    const records = await changeRecordsOf(client, player);
    expect(records.filter((record) => record.change_type === ChangeType.RECHARGE)).toHaveLength(1);
    expect(await orderStatus(player, order.order_id)).toBe('paid');
    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});

describe('refused notifications change nothing', () => {
  let player: TestPlayer;
  let order: { order_id: string };
  let before: unknown;
  const post = (params: Record<string, string>) => alipay.deliver(params, notifyUrl, { maxAttempts: 1 });

  beforeAll(async () => {
    player = await aPlayer(client).register();
    order = await placeRechargeOrder(client, player, 'pkg-50', 7);
    await settledProcesses(app);
    before = await meOf(client, player);
  });
  afterEach(async () => {
    await settledProcesses(app);
    expect(await meOf(client, player)).toEqual(before);
    expect(await orderStatus(player, order.order_id)).toBe('pending');
  });

  it.each([
    ['signed with another key', () => signNotification(alipay.notificationOf(paidCopy()), keys.appPrivateKey)],
    ['tampered after signing', () => ({ ...alipay.notificationOf(paidCopy()), total_amount: '5000.00' })],
    ['for another application', () => alipay.notificationOf(paidCopy(), { app_id: '2021000000009999' })],
  ])('a notification %s: 400 `fail`', async (_case, params) => {
    expect(await post(params())).toEqual([{ status: 400, body: 'fail' }]);
  });

  it('a paid amount other than the price: `fail` to each retry, the refusal recorded once under its trade_no', async () => {
    const deliveries = await alipay.pay(order.order_id, { amount: '0.50', maxAttempts: 3 });
    expect(deliveries).toEqual(Array.from({ length: 3 }, () => ({ status: 400, body: 'fail' })));
    const tradeNo = alipay.trades.get(order.order_id)!.tradeNo;
    const refused = await app.app.get<EventStore>(EVENT_STORE).readStream(`refused-payment-alipay-${tradeNo}`);
    expect(refused.map((event) => [event.type, (event.data as { reason: string }).reason])).toEqual([
      ['PaymentRefused', 'amount_mismatch'],
    ]);
  });

  it('a notification for an order we never placed: 404 `fail`', async () => {
    const params = alipay.notificationOf({
      ...paidCopy(),
      outTradeNo: 'R0nosuchorder',
      tradeNo: '2030010122001499990000000001',
    });
    expect(await post(params)).toEqual([{ status: 404, body: 'fail' }]);
  });

  it('TRADE_CLOSED and WAIT_BUYER_PAY notifications: `success`, nothing credited', async () => {
    for (const status of ['TRADE_CLOSED', 'WAIT_BUYER_PAY']) {
      expect(await post(alipay.notificationOf(paidCopy(), { trade_status: status }))).toEqual([
        { status: 200, body: 'success' },
      ]);
    }
  });

  it('a JSON body or no body: `fail`; another content type: 415', async () => {
    for (const [type, body] of [
      ['application/json', JSON.stringify(alipay.notificationOf(paidCopy()))],
      ['application/x-www-form-urlencoded', ''],
    ]) {
      const response = await fetch(notifyUrl, { method: 'POST', headers: { 'content-type': type }, body });
      expect([response.status, await response.text()]).toEqual([400, 'fail']);
    }
    const plain = await fetch(notifyUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x=1' });
    expect(plain.status).toBe(415);
  });

  /** The order's trade as if paid in full (the double's own trade is left as it is). */
  function paidCopy() {
    const trade = alipay.trades.get(order.order_id)!;
    return { ...trade, status: 'TRADE_SUCCESS' as const, totalAmount: '50.00', paidAt: new Date() };
  }
});

describe('a notification that never arrives', () => {
  it('the expiry process asks Alipay first: paid there, credited; unpaid, closed at Alipay', async () => {
    const player = await aPlayer(client).register();
    const paid = await placeRechargeOrder(client, player, 'pkg-100', 7);
    const unpaid = await placeRechargeOrder(client, player, 'pkg-50', 7);
    alipay.markPaid(paid.order_id);
    const orders = app.app.get(OrdersService);
    const afterExpiry = new Date(Date.now() + app.config.orderTtlMs + 1_000);
    await expect(orders.closeExpired(paid.order_id, afterExpiry)).resolves.toBe('paid');
    await expect(orders.closeExpired(unpaid.order_id, afterExpiry)).resolves.toBe('closed');
    expect(alipay.trades.get(unpaid.order_id)!.status).toBe('TRADE_CLOSED');
    expect(await pollUntilBalanceIsNot(client, player, '0.00')).toMatchObject({ total_recharge: '100.00' });
    expect(await orderStatus(player, paid.order_id)).toBe('paid');
    // The notification, when it comes after all: a duplicate.
    expect(await alipay.deliver(alipay.notificationOf(alipay.trades.get(paid.order_id)!), notifyUrl)).toEqual([
      { status: 200, body: 'success' },
    ]);
    await settledProcesses(app);
    expect((await meOf(client, player)).total_recharge).toBe('100.00');
  });
});

it('documents the notify endpoint: tag payments, a form in, text out', async () => {
  const document = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as OpenAPIObject;
  const operation = document.paths['/api/payments/notify/alipay']?.post;
  expect(operation?.tags).toEqual(['payments']);
  expect(
    Object.keys(operation?.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {}),
  ).toEqual(['application/x-www-form-urlencoded']);
  expect(document.paths['/api/payments/notify/sandbox']).toBeUndefined();
});

it('refuses to start with PAYMENT_PROVIDERS=alipay and no ALIPAY_PRIVATE_KEY, naming it', async () => {
  const { ALIPAY_PRIVATE_KEY: _left, ...withoutKey } = alipayEnv(keys, alipay.url, APP_ID);
  await expect(startTestApp({ paymentProviders: ['alipay'], providerEnv: withoutKey })).rejects.toThrow(
    'ALIPAY_PRIVATE_KEY is required by PAYMENT_PROVIDERS=alipay and is not set',
  );
});
