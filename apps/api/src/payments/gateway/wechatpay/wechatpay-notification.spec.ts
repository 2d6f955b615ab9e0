// Reading a WeChat Pay notification as the notify endpoint gets it, with notifications built by the
// double (node:crypto on WeChat Pay's side): the paid facts; a refusal for every spoiled part; other
// events acknowledged. The clock comes in, so the 5-minute window is tested without waiting.
import { generateKeyPairSync } from 'node:crypto';
import { wechatpaySettings } from './wechatpay.config';
import { readWechatpayNotification, type NotificationKeys } from './wechatpay-notification';
import { WechatpayDouble, type NotificationOptions } from './testing/wechatpay-double';
import { wechatpayEnv, wechatpayTestKeys } from './testing/wechatpay-keys';

const keys = wechatpayTestKeys();
let double: WechatpayDouble;
let orderId: string;
let notificationKeys: NotificationKeys;

beforeAll(async () => {
  double = await WechatpayDouble.start(keys);
  const settings = wechatpaySettings({ providerEnv: wechatpayEnv(keys, double.baseUrl) });
  notificationKeys = {
    mchid: settings.mchid,
    appid: settings.appid,
    apiV3Key: settings.apiV3Key,
    platform: settings.platform,
  };
  orderId = `R${Date.now()}notify`;
  // An order in the double's book as a Native order of 68.00 would be, paid (no notification sent).
  double.orders.set(orderId, {
    tradeType: 'NATIVE',
    fingerprint: '',
    link: 'weixin://wxpay/bizpayurl?pr=abcdefg',
    notifyUrl: 'https://pay.example.com/api/payments/notify/wechatpay',
    total: 6_800,
    state: 'NOTPAY',
  });
  await double.pay(orderId, { notify: false });
});
afterAll(() => double.close());

const read = (options: NotificationOptions = {}, now = new Date()) => {
  const { headers, body } = double.notification(orderId, options);
  return readWechatpayNotification(headers, Buffer.from(body), notificationKeys, now);
};

describe('readWechatpayNotification', () => {
  it('a TRANSACTION.SUCCESS: the order, the transaction, the amount in fen and when it was paid', () => {
    const order = double.orders.get(orderId)!;
    expect(read()).toEqual({
      kind: 'paid',
      notification: {
        gateway: 'wechatpay',
        orderId,
        tradeNo: order.transactionId,
        amount: 6_800n,
        paidAt: new Date(order.successTime!),
      },
    });
  });

  it('refuses another signer, a body changed after signing, and a timestamp over 5 minutes off', () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(read({ signingKey: stranger })).toMatchObject({ kind: 'refused', error: 'GATEWAY_SIGNATURE_INVALID' });
    const { headers, body } = double.notification(orderId);
    expect(
      readWechatpayNotification(
        headers,
        Buffer.from(body.replace('TRANSACTION', 'TRANSACTI0N')),
        notificationKeys,
        new Date(),
      ),
    ).toMatchObject({ kind: 'refused', reason: 'bad_signature' });
    const now = new Date();
    const seconds = Math.floor(now.getTime() / 1000);
    expect(read({ timestamp: seconds - 301 }, now)).toMatchObject({ kind: 'refused', reason: 'stale_timestamp' });
    expect(read({ timestamp: seconds - 290 }, now)).toMatchObject({ kind: 'paid' });
    // The same notification read with a clock 10 minutes on: too old.
    expect(read({}, new Date(now.getTime() + 600_000))).toMatchObject({ reason: 'stale_timestamp' });
  });

  it('refuses a resource sealed with another APIv3 key, and another merchant or app', () => {
    expect(read({ apiV3Key: 'X'.repeat(32) })).toMatchObject({ kind: 'refused', error: 'GATEWAY_SIGNATURE_INVALID' });
    expect(read({ transaction: { mchid: '1900000000' } })).toMatchObject({ kind: 'refused', error: 'BAD_REQUEST' });
    expect(read({ transaction: { appid: 'wx0000000000000000' } })).toMatchObject({
      kind: 'refused',
      error: 'BAD_REQUEST',
    });
  });

  it('refuses an amount that is not a positive integer of fen, or not CNY', () => {
    for (const total of [68.5, 0, -1, '6800']) {
      expect(read({ transaction: { amount: { total, currency: 'CNY' } } })).toMatchObject({
        kind: 'refused',
        reason: 'amount.total',
      });
    }
    expect(read({ transaction: { amount: { total: 6_800, currency: 'USD' } } })).toMatchObject({
      reason: 'amount.currency',
    });
  });

  it('acknowledges other events and trade states without acting on them', () => {
    expect(read({ eventType: 'REFUND.SUCCESS' })).toMatchObject({ kind: 'ignored' });
    expect(read({ transaction: { trade_state: 'CLOSED' } })).toMatchObject({ kind: 'ignored' });
  });
});
