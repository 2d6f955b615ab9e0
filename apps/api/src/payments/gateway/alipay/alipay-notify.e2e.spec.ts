// The Alipay notify endpoint over HTTP with the orders' stand-in (sandbox/testing/gateway-test-app.ts:
// a recording sink with scripted outcomes): what it hands the sink, that `success` comes only once
// the sink has recorded the payment (a failing store gets no `success`, Alipay's retry does), and
// that what is refused before the sink never reaches it.
import { startGatewayApp, type GatewayApp } from '../sandbox/testing/gateway-test-app';
import { AlipayDouble, type DoubleTrade } from './testing/alipay-double';
import { alipayEnv, generateAlipayTestKeys } from './testing/alipay-signing';

const APP_ID = '2021000000000077';
const keys = generateAlipayTestKeys();
let alipay: AlipayDouble;
let gw: GatewayApp;
let notifyUrl: string;

beforeAll(async () => {
  alipay = await AlipayDouble.start({ appId: APP_ID, keys });
  gw = await startGatewayApp({ paymentProviders: ['alipay'], providerEnv: alipayEnv(keys, alipay.url, APP_ID) });
  notifyUrl = `${gw.baseUrl}/api/payments/notify/alipay`;
});
afterAll(async () => {
  await gw?.close();
  await alipay?.close();
});

const aTrade = (orderId: string): DoubleTrade => ({
  outTradeNo: orderId,
  tradeNo: `2030010122001400${orderId.slice(-6).padStart(12, '0')}`,
  totalAmount: '68.88',
  subject: 'Lootledger 68.88 coins',
  createdAt: new Date('2030-01-01T03:59:00Z'),
  paidAt: new Date('2030-01-01T04:00:04Z'),
  status: 'TRADE_SUCCESS',
  qrCode: 'https://qr.alipay.com/bax0000000001',
});

it('hands the sink the verified payment and answers `success` once it is recorded', async () => {
  const trade = aTrade('R000001');
  expect(await alipay.deliver(alipay.notificationOf(trade), notifyUrl, { duplicates: 1 })).toEqual([
    { status: 200, body: 'success' },
    { status: 200, body: 'success' },
  ]);
  expect(gw.sink.of('R000001').map((entry) => [entry.notification, entry.answer])).toEqual([
    [
      {
        gateway: 'alipay',
        orderId: 'R000001',
        tradeNo: trade.tradeNo,
        amount: 6888n,
        paidAt: new Date('2030-01-01T04:00:04Z'),
      },
      'accepted',
    ],
    [expect.objectContaining({ tradeNo: trade.tradeNo }), 'duplicate'],
  ]);
});

it('a store that fails gets no `success`: Alipay tries again and is answered once it is recorded', async () => {
  gw.sink.script('R000002', 'fail');
  const deliveries = await alipay.deliver(alipay.notificationOf(aTrade('R000002')), notifyUrl);
  expect(deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
  expect(deliveries[0].body).not.toBe('success');
  expect(deliveries[1].body).toBe('success');
  expect(gw.sink.of('R000002').map((entry) => entry.answer)).toEqual(['fail', 'accepted']);
});

it("answers the sink's refusals `fail`, and Alipay keeps trying", async () => {
  gw.sink.script('R000003', 'order_expired', 'order_expired');
  const deliveries = await alipay.deliver(alipay.notificationOf(aTrade('R000003')), notifyUrl, { maxAttempts: 2 });
  expect(deliveries).toEqual([
    { status: 409, body: 'fail' },
    { status: 409, body: 'fail' },
  ]);
});

it('what is refused before the sink (signature, app_id, status) never reaches it', async () => {
  const before = gw.sink.received.length;
  const trade = aTrade('R000004');
  const forged = { ...alipay.notificationOf(trade), total_amount: '0.01' };
  const foreign = alipay.notificationOf(trade, { app_id: '2021000000000000' });
  const pending = alipay.notificationOf(trade, { trade_status: 'WAIT_BUYER_PAY' });
  expect(await alipay.deliver(forged, notifyUrl, { maxAttempts: 1 })).toEqual([{ status: 400, body: 'fail' }]);
  expect(await alipay.deliver(foreign, notifyUrl, { maxAttempts: 1 })).toEqual([{ status: 400, body: 'fail' }]);
  expect(await alipay.deliver(pending, notifyUrl, { maxAttempts: 1 })).toEqual([{ status: 200, body: 'success' }]);
  expect(gw.sink.received.length).toBe(before);
});
