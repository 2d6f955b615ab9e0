// Alipay's notification: the form read as sent, its RSA2 signature checked as Alipay documents it
// (signed here by the double's independent signer), and what a verified one means for our app.
import { alipaySettings } from './alipay.config';
import { parseNotificationForm, readNotification } from './alipay-notification';
import { AlipayPaymentGateway } from './alipay-payment.gateway';
import { formatAlipayTime, parseAlipayTime } from './alipay-time';
import { alipayEnv, generateAlipayTestKeys, signNotification } from './testing/alipay-signing';

const APP_ID = '2021000000000002';
const keys = generateAlipayTestKeys();
const gateway = new AlipayPaymentGateway(
  alipaySettings({ providerEnv: alipayEnv(keys, 'http://127.0.0.1:9/gateway.do', APP_ID) }),
  { publicBaseUrl: () => 'https://pay.example.com' },
);

const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  notify_time: '2030-01-01 12:00:05',
  notify_type: 'trade_status_sync',
  notify_id: '2030010100222120005abcdef',
  app_id: APP_ID,
  charset: 'utf-8',
  version: '1.0',
  trade_no: '2030010122001400001234567890',
  out_trade_no: 'R1893499200000abcdef012345',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '100.00',
  subject: 'Lootledger 100.00 coins & more = 100%',
  gmt_payment: '2030-01-01 12:00:04',
  fund_bill_list: '[{"amount":"100.00","fundChannel":"ALIPAYACCOUNT"}]',
  ...overrides,
});
const form = (params: Record<string, string>) => Buffer.from(new URLSearchParams(params).toString());

describe('verifying a notification', () => {
  it("takes Alipay's signature over the sorted, decoded parameters (values with & = % and + signs)", () => {
    const params = parseNotificationForm(form(signNotification(fields(), keys.alipayPrivateKey)));
    expect(params).not.toBeNull();
    expect(params!.subject).toBe('Lootledger 100.00 coins & more = 100%');
    expect(gateway.verifyNotification(params!)).toBe(true);
  });

  it.each([
    ['a changed amount', (p: Record<string, string>) => ({ ...p, total_amount: '1000.00' })],
    ['a changed order', (p: Record<string, string>) => ({ ...p, out_trade_no: 'Rother' })],
    ['an added parameter', (p: Record<string, string>) => ({ ...p, refund_fee: '0.00' })],
    ['no sign', ({ sign: _sign, ...p }: Record<string, string>) => p],
    ['sign_type RSA', (p: Record<string, string>) => ({ ...p, sign_type: 'RSA' })],
  ])('refuses %s', (_case, change) => {
    const signed = signNotification(fields(), keys.alipayPrivateKey);
    expect(gateway.verifyNotification(parseNotificationForm(form(change(signed)))!)).toBe(false);
  });

  it('refuses a notification signed with another key (our own application key, too)', () => {
    for (const key of [generateAlipayTestKeys().alipayPrivateKey, keys.appPrivateKey]) {
      expect(gateway.verifyNotification(signNotification(fields(), key))).toBe(false);
    }
  });

  it('reads no form whose names repeat or whose bytes are not UTF-8', () => {
    expect(parseNotificationForm(Buffer.from('a=1&a=2'))).toBeNull();
    expect(parseNotificationForm(Buffer.from([0x61, 0x3d, 0xff]))).toBeNull();
    expect(parseNotificationForm(Buffer.from('a=%E4%B8%AD+b'))).toEqual({ a: '中 b' });
  });
});

describe('what a verified notification means', () => {
  it('TRADE_SUCCESS and TRADE_FINISHED: a payment of the order, in hundredths, paid at gmt_payment (Beijing)', () => {
    for (const status of ['TRADE_SUCCESS', 'TRADE_FINISHED']) {
      expect(readNotification(fields({ trade_status: status }), APP_ID)).toEqual({
        kind: 'payment',
        payment: {
          orderId: 'R1893499200000abcdef012345',
          tradeNo: '2030010122001400001234567890',
          amount: 10000n,
          paidAt: new Date('2030-01-01T04:00:04Z'),
        },
      });
    }
    expect(readNotification(fields({ total_amount: '0.5' }), APP_ID)).toMatchObject({ payment: { amount: 50n } });
  });

  it('WAIT_BUYER_PAY and TRADE_CLOSED are no payment', () => {
    expect(readNotification(fields({ trade_status: 'TRADE_CLOSED' }), APP_ID)).toEqual({
      kind: 'not_a_payment',
      status: 'TRADE_CLOSED',
    });
    expect(readNotification(fields({ trade_status: 'WAIT_BUYER_PAY' }), APP_ID).kind).toBe('not_a_payment');
  });

  it.each([
    ['another app_id', { app_id: '2021000000009999' }],
    ['an unknown trade_status', { trade_status: 'TRADE_PENDING' }],
    ['a float-looking amount', { total_amount: '1e2' }],
    ['three decimals', { total_amount: '100.001' }],
    ['a zero amount', { total_amount: '0.00' }],
    ['no trade_no', { trade_no: '' }],
    ['a payment time that is no time', { gmt_payment: '2030-02-30 12:00:00' }],
  ])('refuses %s', (_case, overrides) => {
    expect(readNotification(fields(overrides), APP_ID).kind).toBe('refused');
  });
});

describe("Alipay's times", () => {
  it('are Beijing time whatever the server zone, and only real dates', () => {
    expect(formatAlipayTime(new Date('2030-12-31T16:30:00Z'))).toBe('2031-01-01 00:30:00');
    expect(parseAlipayTime('2031-01-01 00:30:00')).toEqual(new Date('2030-12-31T16:30:00Z'));
    for (const text of ['2031-01-01T00:30:00', '2031-13-01 00:00:00', '2031-01-01 24:00:00', '']) {
      expect(parseAlipayTime(text)).toBeNull();
    }
  });
});
