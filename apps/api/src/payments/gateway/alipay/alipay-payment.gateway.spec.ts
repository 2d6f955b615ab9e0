// The Alipay adapter against the local double of Alipay's v2 gateway (testing/alipay-double.ts): the
// calls it signs and what the double checks of them, precreate's qr_code and the signed wap.pay URL,
// the query and close mappings, and what counts as "ask again later" (timeouts, 5xx, system errors).
import { PaymentGatewayUnavailableError, type PaymentQueryRequest } from '../payment-gateway.port';
import { alipaySettings } from './alipay.config';
import { AlipayBusinessError, AlipayPaymentGateway } from './alipay-payment.gateway';
import { formatAlipayTime } from './alipay-time';
import { AlipayDouble } from './testing/alipay-double';
import { alipayEnv, generateAlipayTestKeys } from './testing/alipay-signing';

const APP_ID = '2021000000000001';
const SITE = 'https://pay.example.com';
const keys = generateAlipayTestKeys();

let alipay: AlipayDouble;
let gateway: AlipayPaymentGateway;
let sequence = 0;

function gatewayAt(gatewayUrl: string, env: Record<string, string> = {}, timeoutMs = 300) {
  const settings = alipaySettings({ providerEnv: { ...alipayEnv(keys, gatewayUrl, APP_ID), ...env } });
  return new AlipayPaymentGateway(settings, { publicBaseUrl: () => SITE, timeoutMs });
}

/** A fresh order, its payment created at the double. */
async function anOrder(amount = 10000n) {
  const orderId = `R${Date.now()}spec${++sequence}`;
  const expiresAt = new Date(Date.now() + 15 * 60_000);
  const created = await gateway.createPayment({
    orderId,
    amount,
    subject: 'Lootledger 100.00 coins',
    payWay: 'alipay',
    expiresAt,
  });
  const query: PaymentQueryRequest = { orderId, payWay: 'alipay', amount };
  return { orderId, expiresAt, created, query };
}

beforeAll(async () => {
  alipay = await AlipayDouble.start({ appId: APP_ID, keys });
  gateway = gatewayAt(alipay.url);
});
afterEach(() => {
  alipay.now = () => new Date();
  gateway.now = () => new Date();
});
afterAll(() => alipay.close());

describe('createPayment', () => {
  it("precreates the trade (signed, Beijing time, the amount in yuan) and answers Alipay's qr_code", async () => {
    const { orderId, expiresAt, created } = await anOrder(12345n);
    expect(created.qrUrl).toMatch(/^https:\/\/qr\.alipay\.com\/bax0\w+$/);
    const [call] = alipay.callsOf('alipay.trade.precreate').filter((c) => c.biz.out_trade_no === orderId);
    expect(call.answered).toBe('10000');
    expect(call.biz).toEqual({
      out_trade_no: orderId,
      total_amount: '123.45',
      subject: 'Lootledger 100.00 coins',
      time_expire: formatAlipayTime(expiresAt),
    });
    expect(call.params).toMatchObject({
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      notify_url: `${SITE}/api/payments/notify/alipay`,
    });
    expect(alipay.trades.get(orderId)).toMatchObject({ totalAmount: '123.45', status: 'WAIT_BUYER_PAY' });
  });

  it('answers the same qr_code to a repeat for the same order (one trade at Alipay)', async () => {
    const { orderId, expiresAt, created } = await anOrder();
    const again = await gateway.createPayment({
      orderId,
      amount: 10000n,
      subject: 'Lootledger 100.00 coins',
      payWay: 'alipay',
      expiresAt,
    });
    expect(again.qrUrl).toBe(created.qrUrl);
    expect(alipay.callsOf('alipay.trade.precreate').filter((c) => c.biz.out_trade_no === orderId)).toHaveLength(2);
  });

  it('gives a phone a signed alipay.trade.wap.pay URL at the gateway that opens the cashier page', async () => {
    const { orderId, created } = await anOrder();
    const url = new URL(created.h5Url);
    expect(`${url.origin}${url.pathname}`).toBe(alipay.url);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: orderId,
      total_amount: '100.00',
      product_code: 'QUICK_WAP_WAY',
      quit_url: `${SITE}/`,
    });
    const page = await fetch(created.h5Url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${orderId} 100.00`);

    const tampered = new URL(created.h5Url);
    tampered.searchParams.set('biz_content', url.searchParams.get('biz_content')!.replace('100.00', '0.01'));
    expect(await (await fetch(tampered)).text()).toContain('40002 isv.invalid-signature');
  });

  it("a trade paid or closed at Alipay already: no QR code, both links go to Alipay's cashier page", async () => {
    const paid = await anOrder();
    alipay.markPaid(paid.orderId);
    const closed = await anOrder();
    await gateway.closePayment(closed.query);
    for (const { orderId, expiresAt } of [paid, closed]) {
      const again = await gateway.createPayment({
        orderId,
        amount: 10000n,
        subject: 'Lootledger 100.00 coins',
        payWay: 'alipay',
        expiresAt,
      });
      expect(again.qrUrl).toBe(again.h5Url);
      expect(new URL(again.h5Url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
    }
    expect(
      alipay
        .callsOf('alipay.trade.precreate')
        .slice(-2)
        .map((call) => call.answered),
    ).toEqual(['40004 ACQ.TRADE_HAS_SUCCESS', '40004 ACQ.TRADE_HAS_CLOSE']);
  });

  it('signs its timestamp in Beijing time from its own clock: a clock an hour off is refused', async () => {
    gateway.now = () => new Date(Date.now() - 3_600_000);
    const failure = anOrder().catch((error: unknown) => error);
    await expect(failure).resolves.toBeInstanceOf(AlipayBusinessError);
    await expect(failure).resolves.toMatchObject({ subCode: 'isv.invalid-timestamp' });
  });

  it("refuses with Alipay's answer when the application key is not the one Alipay knows (not 'unavailable')", async () => {
    const other = generateAlipayTestKeys();
    const wrongKey = gatewayAt(alipay.url, { ALIPAY_PRIVATE_KEY: other.appPrivateKey });
    const failure = wrongKey
      .createPayment({
        orderId: 'Rwrongkey',
        amount: 100n,
        subject: 's',
        payWay: 'alipay',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .catch((error: unknown) => error);
    await expect(failure).resolves.toMatchObject({ name: 'AlipayBusinessError', subCode: 'isv.invalid-signature' });
    expect(alipay.trades.has('Rwrongkey')).toBe(false);
  });
});

describe('queryPayment', () => {
  it('maps WAIT_BUYER_PAY to unpaid, a paid trade to its notification, an unknown one to not_found', async () => {
    const { orderId, query } = await anOrder();
    await expect(gateway.queryPayment(query)).resolves.toEqual({ status: 'unpaid' });
    alipay.now = () => new Date('2030-01-01T04:00:07.500Z');
    gateway.now = alipay.now;
    const trade = alipay.markPaid(orderId);
    await expect(gateway.queryPayment(query)).resolves.toEqual({
      status: 'paid',
      notification: {
        gateway: 'alipay',
        orderId,
        tradeNo: trade.tradeNo,
        amount: 10000n,
        paidAt: new Date('2030-01-01T04:00:07.000Z'),
      },
    });
    await expect(gateway.queryPayment({ ...query, orderId: 'Rnever' })).resolves.toEqual({ status: 'not_found' });
  });

  it('reports the amount Alipay took, not the order price (the sink compares them)', async () => {
    const { orderId, query } = await anOrder();
    alipay.markPaid(orderId, '1.00');
    const answer = await gateway.queryPayment(query);
    expect(answer.status === 'paid' && answer.notification.amount).toBe(100n);
  });

  it('maps a trade past its time_expire to closed', async () => {
    const { query, expiresAt } = await anOrder();
    alipay.now = () => new Date(expiresAt.getTime() + 60_000);
    gateway.now = alipay.now;
    await expect(gateway.queryPayment(query)).resolves.toEqual({ status: 'closed' });
  });
});

describe('closePayment', () => {
  it('closes an unpaid trade; a closed or unknown one is closed; a paid one is paid', async () => {
    const { orderId, query } = await anOrder();
    await expect(gateway.closePayment(query)).resolves.toBe('closed');
    expect(alipay.trades.get(orderId)!.status).toBe('TRADE_CLOSED');
    await expect(gateway.queryPayment(query)).resolves.toEqual({ status: 'closed' });
    await expect(gateway.closePayment(query)).resolves.toBe('closed');
    await expect(gateway.closePayment({ ...query, orderId: 'Rnever' })).resolves.toBe('closed');

    const paid = await anOrder();
    alipay.markPaid(paid.orderId);
    await expect(gateway.closePayment(paid.query)).resolves.toBe('paid');
    expect(alipay.trades.get(paid.orderId)!.status).toBe('TRADE_SUCCESS');
  });
});

describe('when Alipay cannot answer', () => {
  it.each([
    ['a 502', { status: 502 }],
    ['a 503', { status: 503 }],
    ['ACQ.SYSTEM_ERROR', { code: '40004', sub_code: 'ACQ.SYSTEM_ERROR', msg: 'Business Failed' }],
    ['code 20000', { code: '20000', sub_code: 'isp.unknow-error', msg: 'Service Currently Unavailable' }],
  ])('%s: PaymentGatewayUnavailableError from create, query and close', async (_case, failure) => {
    const { query } = await anOrder();
    for (const method of ['alipay.trade.query', 'alipay.trade.close', 'alipay.trade.precreate']) {
      alipay.failNext(failure, method);
    }
    await expect(gateway.queryPayment(query)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    await expect(gateway.closePayment(query)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    await expect(
      gateway.createPayment({
        orderId: `${query.orderId}x`,
        amount: 100n,
        subject: 's',
        payWay: 'alipay',
        expiresAt: new Date(Date.now() + 60_000),
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    // The next calls are answered again.
    await expect(gateway.queryPayment(query)).resolves.toEqual({ status: 'unpaid' });
  });

  it('no answer within the timeout: PaymentGatewayUnavailableError', async () => {
    const { query } = await anOrder();
    alipay.failNext({ hang: true }, 'alipay.trade.query');
    // The shortest timeout the HTTP client keeps (its timers tick about once a second).
    await expect(gatewayAt(alipay.url, {}, 100).queryPayment(query)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('a gateway nobody listens at: PaymentGatewayUnavailableError', async () => {
    const closed = await AlipayDouble.start({ appId: APP_ID, keys });
    const url = closed.url;
    await closed.close();
    await expect(gatewayAt(url).queryPayment({ orderId: 'R1', payWay: 'alipay', amount: 100n })).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it("an answer not signed by Alipay's key is refused, and is no 'unavailable'", async () => {
    const impostor = await AlipayDouble.start({
      appId: APP_ID,
      keys: { ...keys, alipayPrivateKey: generateAlipayTestKeys().alipayPrivateKey },
    });
    try {
      const failure = gatewayAt(impostor.url)
        .queryPayment({ orderId: 'R1', payWay: 'alipay', amount: 100n })
        .catch((error: unknown) => error);
      await expect(failure).resolves.toBeInstanceOf(Error);
      await expect(failure).resolves.not.toBeInstanceOf(PaymentGatewayUnavailableError);
      await expect(failure).resolves.toHaveProperty('message', expect.stringContaining('验签失败'));
    } finally {
      await impostor.close();
    }
  });
});
