// The order's decisions on a gateway's payment and on its expiry, given its facts.
import {
  decidePayment,
  evolveOrder,
  initialOrderState,
  isDueToClose,
  orderStatus,
  type OrderEvent,
  type OrderState,
  type PaymentNotice,
} from './order';
import { decideRefusal, type PaymentRefused } from './refused-payment';

const EXPIRES = '2030-01-01T12:15:00.000Z';
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    order_id: 'R1',
    player_id: 'p1',
    package_id: 'pkg-100',
    bean: '10000',
    price: '10000',
    pay_way: 'alipay',
    gateway: 'alipay',
    expires_at: EXPIRES,
  },
};
const given = (...events: OrderEvent[]): OrderState => events.reduce(evolveOrder, initialOrderState());
const notice = (over: Partial<PaymentNotice> = {}): PaymentNotice => ({
  gateway: 'alipay',
  tradeNo: '2030010122001',
  amount: 10_000n,
  paidAt: new Date('2030-01-01T12:05:00Z'),
  ...over,
});
const closed: OrderEvent = {
  type: 'OrderClosed',
  data: { gateway: 'alipay', gateway_status: 'closed', closed_at: '2030-01-01T12:16:00.000Z' },
};

describe('a payment reported by a gateway', () => {
  it('is recorded once for a placed order at its price, paid before the expiry', () => {
    const decision = decidePayment(given(placed), notice());
    expect(decision).toEqual({
      kind: 'record',
      event: {
        type: 'OrderPaid',
        data: { gateway: 'alipay', trade_no: '2030010122001', amount: '10000', paid_at: '2030-01-01T12:05:00.000Z' },
      },
    });
    const paid = given(placed, (decision as { event: OrderEvent }).event);
    expect(decidePayment(paid, notice())).toEqual({ kind: 'duplicate' });
    expect(decidePayment(paid, notice({ tradeNo: 'another' }))).toEqual({ kind: 'duplicate' });
  });

  it("is refused as an unknown order when no such order exists or it is another gateway's", () => {
    expect(decidePayment(given(), notice())).toEqual({ kind: 'refuse', outcome: 'unknown_order' });
    expect(decidePayment(given(placed), notice({ gateway: 'wechatpay' }))).toEqual({
      kind: 'refuse',
      outcome: 'unknown_order',
    });
  });

  it('is refused when the amount differs from the price, by a fen either way', () => {
    for (const amount of [9_999n, 10_001n, 1n]) {
      expect(decidePayment(given(placed), notice({ amount }))).toEqual({ kind: 'refuse', outcome: 'amount_mismatch' });
    }
  });

  it('is refused once the order expired, or once it was closed at its gateway', () => {
    expect(decidePayment(given(placed), notice({ paidAt: new Date('2030-01-01T12:15:00.001Z') }))).toEqual({
      kind: 'refuse',
      outcome: 'order_expired',
    });
    expect(decidePayment(given(placed, closed), notice())).toEqual({ kind: 'refuse', outcome: 'order_expired' });
  });
});

describe('an order past its expiry', () => {
  const after = new Date('2030-01-01T12:15:01Z');

  it('is due to be asked about and closed while unpaid and open', () => {
    expect(isDueToClose(given(placed), after)).toBe(true);
    expect(isDueToClose(given(placed), new Date(EXPIRES))).toBe(false);
    expect(isDueToClose(given(placed, closed), after)).toBe(false);
    const paid = (decidePayment(given(placed), notice()) as { event: OrderEvent }).event;
    expect(isDueToClose(given(placed, paid), after)).toBe(false);
    expect(isDueToClose(given(), after)).toBe(false);
  });

  it('reads expired once closed, even before its expiry time', () => {
    expect(orderStatus(given(placed), new Date('2030-01-01T12:00:00Z'))).toBe('pending');
    expect(orderStatus(given(placed, closed), new Date('2030-01-01T12:00:00Z'))).toBe('expired');
    expect(orderStatus(given(placed), after)).toBe('expired');
  });
});

describe('a refused payment', () => {
  const refusal: PaymentRefused['data'] = {
    gateway: 'alipay',
    trade_no: 'T1',
    order_id: 'R-unknown',
    amount: '10000',
    paid_at: '2030-01-01T12:05:00.000Z',
    reason: 'unknown_order',
  };

  it('is recorded once per reason, however often the gateway repeats it', () => {
    const first = decideRefusal({ refusals: [] }, refusal);
    expect(first).toEqual([{ type: 'PaymentRefused', data: refusal }]);
    expect(decideRefusal({ refusals: [refusal] }, refusal)).toEqual([]);
    expect(decideRefusal({ refusals: [refusal] }, { ...refusal, reason: 'order_expired' })).toHaveLength(1);
  });
});
