// The WeChat Pay gateway against the local double of API v3 (testing/wechatpay-double.ts): orders
// signed with the merchant key and answers checked with the platform key, the one trade type of an
// out_trade_no, repeats, the order query and close for the order-expiry process, and every way the
// service fails (5xx, rate limit, a hang, a forged answer, a refusal).
import { generateKeyPairSync } from 'node:crypto';
import { PaymentGatewayUnavailableError, type CreatePaymentRequest } from '../payment-gateway.port';
import { wechatpaySettings, type WechatpayTradeType } from './wechatpay.config';
import { WechatpayPaymentGateway, WechatpayRequestError } from './wechatpay-payment.gateway';
import { WechatpayDouble } from './testing/wechatpay-double';
import { pem, wechatpayEnv, wechatpayTestKeys } from './testing/wechatpay-keys';

const keys = wechatpayTestKeys();
let double: WechatpayDouble;

beforeAll(async () => {
  double = await WechatpayDouble.start(keys);
});
afterAll(() => double.close());

const gatewayOf = (tradeType: WechatpayTradeType = 'native', env: Record<string, string> = {}) =>
  new WechatpayPaymentGateway({
    settings: wechatpaySettings({
      providerEnv: { ...wechatpayEnv(keys, double.baseUrl), WECHATPAY_TRADE_TYPE: tradeType, ...env },
    }),
    baseUrl: () => 'https://pay.example.com',
    timeoutMs: 300,
  });

let serial = 0;
const anOrder = (amount = 10_000n): CreatePaymentRequest => ({
  orderId: `R${Date.now()}${String(++serial).padStart(6, '0')}`,
  amount,
  subject: 'Lootledger 100.00 coins',
  payWay: 'wechat',
  expiresAt: new Date('2030-01-01T12:00:00.123Z'),
});
const callsTo = (orderId: string) =>
  double.calls.filter((call) => call.url.includes(orderId) || call.body.includes(orderId));

describe('createPayment', () => {
  it('places a Native order: the code_url is the QR code, the fields as WeChat Pay documents them', async () => {
    const order = anOrder();
    const payment = await gatewayOf().createPayment(order);
    expect(payment.qrUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(payment.h5Url).toBe(payment.qrUrl);
    const [call] = callsTo(order.orderId);
    expect([call.method, call.url, call.status]).toEqual(['POST', '/v3/pay/transactions/native', 200]);
    expect(JSON.parse(call.body)).toEqual({
      appid: keys.appid,
      mchid: keys.mchid,
      description: 'Lootledger 100.00 coins',
      out_trade_no: order.orderId,
      time_expire: '2030-01-01T20:00:00+08:00',
      notify_url: 'https://pay.example.com/api/payments/notify/wechatpay',
      amount: { total: 10_000, currency: 'CNY' },
    });
  });

  it('answers a repeat from what it holds, and another process gets the same code_url from WeChat Pay', async () => {
    const order = anOrder();
    const gateway = gatewayOf();
    const [first, second] = await Promise.all([gateway.createPayment(order), gateway.createPayment(order)]);
    expect(await gateway.createPayment(order)).toEqual(first);
    expect(second).toEqual(first);
    expect(callsTo(order.orderId)).toHaveLength(1);
    expect(await gatewayOf().createPayment(order)).toEqual(first);
    expect(callsTo(order.orderId).map((call) => call.status)).toEqual([200, 200]);
  });

  it('WECHATPAY_TRADE_TYPE=h5 places an H5 order (scene_info with the payer address): its h5_url', async () => {
    const order = anOrder(5_000n);
    const payment = await gatewayOf('h5').createPayment(order);
    expect(payment.h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
    expect(payment.qrUrl).toBe(payment.h5Url);
    const [call] = callsTo(order.orderId);
    expect(call.url).toBe('/v3/pay/transactions/h5');
    expect(JSON.parse(call.body)).toMatchObject({
      amount: { total: 5_000 },
      scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } },
    });
  });

  it('an out_trade_no takes one trade type: the H5 order of a Native one is refused (why one is configured)', async () => {
    const order = anOrder();
    await gatewayOf('native').createPayment(order);
    await expect(gatewayOf('h5').createPayment(order)).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });

  it('a paid order cannot be placed again: ORDERPAID', async () => {
    const order = anOrder();
    await gatewayOf().createPayment(order);
    await double.pay(order.orderId, { notify: false });
    await expect(gatewayOf().createPayment(order)).rejects.toMatchObject({ code: 'ORDERPAID' });
  });

  it('refuses an amount that is not a positive safe integer of fen before calling', async () => {
    const order = anOrder(2n ** 60n);
    await expect(gatewayOf().createPayment(order)).rejects.toThrow(/out of range/);
    await expect(gatewayOf().createPayment(anOrder(0n))).rejects.toThrow(/out of range/);
    expect(callsTo(order.orderId)).toHaveLength(0);
  });
});

describe('queryPayment and closePayment', () => {
  const asked = (order: CreatePaymentRequest) => ({
    orderId: order.orderId,
    payWay: order.payWay,
    amount: order.amount,
  });

  it('not_found, unpaid, then paid with what a notification would say', async () => {
    const order = anOrder();
    const gateway = gatewayOf();
    expect(await gateway.queryPayment(asked(order))).toEqual({ status: 'not_found' });
    await gateway.createPayment(order);
    expect(await gateway.queryPayment(asked(order))).toEqual({ status: 'unpaid' });
    await double.pay(order.orderId, { notify: false });
    const paid = double.orders.get(order.orderId)!;
    expect(await gateway.queryPayment(asked(order))).toEqual({
      status: 'paid',
      notification: {
        gateway: 'wechatpay',
        orderId: order.orderId,
        tradeNo: paid.transactionId,
        amount: 10_000n,
        paidAt: new Date(paid.successTime!),
      },
    });
    expect(callsTo(order.orderId).find((call) => call.method === 'GET')?.url).toBe(
      `/v3/pay/transactions/out-trade-no/${order.orderId}?mchid=${keys.mchid}`,
    );
  });

  it('closes an unpaid order (204), again, and one never placed; a paid one answers paid', async () => {
    const gateway = gatewayOf();
    const order = anOrder();
    await gateway.createPayment(order);
    expect(await gateway.closePayment(asked(order))).toBe('closed');
    expect(double.orders.get(order.orderId)?.state).toBe('CLOSED');
    expect(await gateway.queryPayment(asked(order))).toEqual({ status: 'closed' });
    expect(await gateway.closePayment(asked(order))).toBe('closed');
    expect(await gateway.closePayment(asked(anOrder()))).toBe('closed');
    const paid = anOrder();
    await gateway.createPayment(paid);
    await double.pay(paid.orderId, { notify: false });
    expect(await gateway.closePayment(asked(paid))).toBe('paid');
  });
});

describe('when WeChat Pay fails', () => {
  it('5xx SYSTEM_ERROR, 429 FREQUENCY_LIMITED and a call left hanging: unavailable, and a later try places it', async () => {
    const order = anOrder();
    const gateway = gatewayOf();
    double.failNext({ status: 500, code: 'SYSTEM_ERROR', message: '系统错误' }, /native/);
    await expect(gateway.createPayment(order)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    double.failNext({ status: 429, code: 'FREQUENCY_LIMITED', message: '频率超限' }, /native/);
    await expect(gateway.createPayment(order)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    double.failNext('hang', /native/);
    await expect(gateway.createPayment(order)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    expect((await gateway.createPayment(order)).qrUrl).toMatch(/^weixin:/);
    double.failNext({ status: 503, code: 'SYSTEM_ERROR' }, /out-trade-no/);
    await expect(gateway.queryPayment({ ...order })).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    double.failNext('hang', /close/);
    await expect(gateway.closePayment({ ...order })).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it('an answer not signed by the platform key is not believed', async () => {
    const order = anOrder();
    const gateway = gatewayOf();
    await gateway.createPayment(order);
    await double.pay(order.orderId, { notify: false });
    double.failNext('forged-signature', /out-trade-no/);
    const forged = gateway.queryPayment({ ...order });
    await expect(forged).rejects.toThrow(/not signed by the platform key/);
    await expect(forged).rejects.not.toBeInstanceOf(PaymentGatewayUnavailableError);
    double.failNext('forged-signature', /native/);
    await expect(gateway.createPayment(anOrder())).rejects.toThrow(/not signed/);
  });

  it('a request signed with another merchant key: 401 SIGN_ERROR; a refusal keeps its code', async () => {
    const stranger = pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    await expect(gatewayOf('native', { WECHATPAY_PRIVATE_KEY: stranger }).createPayment(anOrder())).rejects.toEqual(
      expect.objectContaining({ status: 401, code: 'SIGN_ERROR' }),
    );
    double.failNext({ status: 400, code: 'PARAM_ERROR', message: '参数错误' }, /native/);
    const refused = gatewayOf().createPayment(anOrder());
    await expect(refused).rejects.toBeInstanceOf(WechatpayRequestError);
    await expect(refused).rejects.toMatchObject({ code: 'PARAM_ERROR' });
  });
});
