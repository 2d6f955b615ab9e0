// WeChat Pay end to end on a real app (PAYMENT_PROVIDERS=wechatpay, its keys pointing at the local
// double of API v3): a pay_way 8 order placed at the double, paid there, its encrypted and signed
// notification delivered with duplicates to POST /api/payments/notify/wechatpay and credited once;
// notifications spoiled every way refused with WeChat Pay's FAIL answer and nothing changed; a lost
// notification found by the order query when the order expires; an unpaid one closed at the double;
// no start without the APIv3 key.
import { generateKeyPairSync } from 'node:crypto';
import { ChangeType } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import type { ApiClient } from '../../../platform/testing/api-client';
import { settledProcesses, startTestApp, suiteOf, type TestApp } from '../../../platform/testing/test-app';
import { OrdersService } from '../../orders/orders.service';
import { changeRecordsOf, meOf, placeRechargeOrder, pollUntilBalanceIsNot, type Me } from '../../testing/recharge-e2e';
import { WechatpayNotifyController } from './wechatpay-notify.controller';
import { WechatpayDouble, type NotificationOptions, type SignedNotification } from './testing/wechatpay-double';
import { wechatpayEnv, wechatpayTestKeys } from './testing/wechatpay-keys';

const keys = wechatpayTestKeys();
let double: WechatpayDouble;
let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  double = await WechatpayDouble.start(keys);
  ({ app, client } = suiteOf(
    await startTestApp({ paymentProviders: ['wechatpay'], providerEnv: wechatpayEnv(keys, double.baseUrl) }),
  ));
});
afterAll(async () => {
  await app?.close();
  await double?.close();
});

const notifyUrl = () => `${app.baseUrl}/api/payments/notify/wechatpay`;
const orderStatus = async (player: TestPlayer, orderId: string) =>
  (await client.get<{ status: string }>(`/api/recharge/${orderId}`, { token: player.token })).body.data.status;
const send = async (notification: SignedNotification) => {
  const delivery = await double.deliver(notifyUrl(), notification);
  return { status: delivery.status, body: delivery.body === '' ? null : (JSON.parse(delivery.body) as unknown) };
};
const recharges = async (player: TestPlayer) =>
  (await changeRecordsOf(client, player)).filter((record) => record.change_type === ChangeType.RECHARGE);

describe('a top-up through WeChat Pay', () => {
  let player: TestPlayer;

  beforeAll(async () => {
    player = await aPlayer(client).register();
  });

  it('offers pay_way 8 and places a Native order: the QR code is its code_url, notify_url ours', async () => {
    const ways = await client.get<{ pay_way: number }[]>('/api/recharge/pay_ways', { token: player.token });
    expect(ways.body.data.map((way) => way.pay_way)).toEqual([8]);
    // The other pay ways have no gateway here: refused, and no order is placed.
    for (const payWay of [7, 9]) {
      const refused = await client.post<unknown>(
        '/api/recharge',
        { id: 'pkg-50', pay_way: payWay },
        { token: player.token },
      );
      expect([refused.status, refused.body.error]).toEqual([422, 'PAY_WAY_UNAVAILABLE']);
    }
    const order = await placeRechargeOrder(client, player, 'pkg-50', 8);
    expect(order.list.qr_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(double.orders.get(order.order_id)).toMatchObject({
      tradeType: 'NATIVE',
      total: 5_000,
      notifyUrl: notifyUrl(),
    });
  });

  it('paid: refused once (our clock off), retried, then 204 to it and its 5 copies; credited once', async () => {
    const order = await placeRechargeOrder(client, player, 'pkg-100', 8);
    const endpoint = app.app.get(WechatpayNotifyController);
    let reads = 0;
    endpoint.now = () => new Date(Date.now() + (reads++ === 0 ? 600_000 : 0));
    const deliveries = await double.pay(order.order_id, { duplicates: 5 });
    endpoint.now = () => new Date();
    expect(deliveries.map((delivery) => delivery.status)).toEqual([400, 204, 204, 204, 204, 204, 204]);
    // 100.00 paid + 12.00 first-recharge bonus + VIP 1's 0.50% rebate on 100.00.
    expect(await pollUntilBalanceIsNot(client, player, '0.00')).toMatchObject({
      bean: '112.50',
      total_recharge: '100.00',
    });
    await settledProcesses(app);
    expect(await recharges(player)).toHaveLength(1);
    expect((await meOf(client, player)).bean).toBe('112.50');
    expect(await orderStatus(player, order.order_id)).toBe('paid');
  });

  describe('refusals change nothing', () => {
    let orderId: string;
    let before: Me;
    const spoiled = (options: NotificationOptions) => send(double.notification(orderId, options));

    beforeAll(async () => {
      orderId = (await placeRechargeOrder(client, player, 'pkg-50', 8)).order_id;
      before = await meOf(client, player);
    });
    afterEach(async () => {
      app.app.get(WechatpayNotifyController).now = () => new Date();
      await settledProcesses(app);
      expect(await meOf(client, player)).toEqual(before);
      expect(await orderStatus(player, orderId)).toBe('pending');
    });

    it('signed with another key than the platform one: 400 FAIL GATEWAY_SIGNATURE_INVALID', async () => {
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      expect(await spoiled({ signingKey: stranger })).toEqual({
        status: 400,
        body: { code: 'FAIL', message: 'The payment gateway signature is invalid', error: 'GATEWAY_SIGNATURE_INVALID' },
      });
    });

    it('a timestamp 6 minutes old, or a genuine one read by an endpoint whose clock is 6 minutes on: 400', async () => {
      const old = Math.floor(Date.now() / 1000) - 360;
      expect(await spoiled({ timestamp: old })).toMatchObject({
        status: 400,
        body: { error: 'GATEWAY_SIGNATURE_INVALID' },
      });
      const genuine = double.notification(orderId);
      app.app.get(WechatpayNotifyController).now = () => new Date(Date.now() + 360_000);
      expect(await send(genuine)).toMatchObject({ status: 400, body: { code: 'FAIL' } });
    });

    it('a resource sealed with another APIv3 key: 400', async () => {
      expect(await spoiled({ apiV3Key: 'Z'.repeat(32) })).toMatchObject({
        status: 400,
        body: { code: 'FAIL', error: 'GATEWAY_SIGNATURE_INVALID' },
      });
    });

    it('without the Wechatpay-* headers, or without a body: 400', async () => {
      const { body } = double.notification(orderId);
      expect(await send({ headers: {}, body })).toMatchObject({ status: 400, body: { code: 'FAIL' } });
      const empty = await fetch(notifyUrl(), { method: 'POST', headers: double.notification(orderId).headers });
      expect(empty.status).toBe(400);
    });

    it('another amount than the order: 400 PAYMENT_AMOUNT_MISMATCH', async () => {
      const amount = { total: 4_999, payer_total: 4_999, currency: 'CNY', payer_currency: 'CNY' };
      expect(await spoiled({ transaction: { amount } })).toMatchObject({
        status: 400,
        body: { code: 'FAIL', error: 'PAYMENT_AMOUNT_MISMATCH' },
      });
    });

    it('an order we do not have: 404 ORDER_NOT_FOUND', async () => {
      expect(await spoiled({ transaction: { out_trade_no: 'R1893456000000unknown01' } })).toMatchObject({
        status: 404,
        body: { code: 'FAIL', error: 'ORDER_NOT_FOUND' },
      });
    });
  });

  it('a lost notification: the expiry asks WeChat Pay, finds it paid and credits it once', async () => {
    const other = await aPlayer(client).register();
    const order = await placeRechargeOrder(client, other, 'pkg-100', 8);
    await double.pay(order.order_id, { notify: false });
    const orders = app.app.get(OrdersService);
    const later = new Date(Date.now() + 3_600_000);
    expect(await orders.closeExpired(order.order_id, later)).toBe('paid');
    await settledProcesses(app);
    const credited = await meOf(client, other);
    expect(credited.total_recharge).toBe('100.00');
    expect(await recharges(other)).toEqual([expect.objectContaining({ bean: '100.00' })]);
    // Its notification arriving after all is a duplicate: 204, nothing more.
    expect((await send(double.notification(order.order_id))).status).toBe(204);
    await settledProcesses(app);
    expect(await meOf(client, other)).toEqual(credited);
    expect(await recharges(other)).toHaveLength(1);
  });

  it('an unpaid order past its expiry is closed at WeChat Pay, then closed here', async () => {
    const order = await placeRechargeOrder(client, player, 'pkg-10', 8);
    const later = new Date(Date.now() + 3_600_000);
    expect(await app.app.get(OrdersService).closeExpired(order.order_id, later)).toBe('closed');
    expect(double.orders.get(order.order_id)?.state).toBe('CLOSED');
    expect(
      double.calls.filter((call) => call.url.includes(order.order_id)).map((call) => [call.method, call.status]),
    ).toEqual([
      ['GET', 200],
      ['POST', 204],
    ]);
  });
});

describe('the start', () => {
  it('refuses PAYMENT_PROVIDERS=wechatpay without WECHATPAY_APIV3_KEY, naming it', async () => {
    const env = { ...wechatpayEnv(keys, double.baseUrl), WECHATPAY_APIV3_KEY: undefined };
    await expect(startTestApp({ paymentProviders: ['wechatpay'], providerEnv: env })).rejects.toThrow(
      'WECHATPAY_APIV3_KEY is required by PAYMENT_PROVIDERS=wechatpay and is not set',
    );
  });
});
