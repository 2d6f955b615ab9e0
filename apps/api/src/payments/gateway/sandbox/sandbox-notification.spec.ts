// The sandbox notification on the wire: body, signature, and what the receiver accepts.
import { createHmac } from 'node:crypto';
import {
  notificationBody,
  parseNotificationBody,
  signGatewayBody,
  verifyGatewaySignature,
  type SandboxNotification,
} from './sandbox-notification';

const SECRET = 'test-gateway-secret';

function aNotification(overrides: Partial<SandboxNotification> = {}): SandboxNotification {
  return {
    orderId: 'R1893456000000abcdef012345',
    amount: 10000n,
    tradeNo: 'SBX1893456000123000042',
    paidAt: new Date(Date.UTC(2030, 0, 1, 12, 0, 0, 250)),
    ...overrides,
  };
}

const bytes = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('notificationBody', () => {
  it('is the contract JSON: order_id, amount with two decimals, ISO paid_at, trade_no', () => {
    expect(notificationBody(aNotification({ amount: 6888n }))).toBe(
      '{"order_id":"R1893456000000abcdef012345","amount":"68.88","paid_at":"2030-01-01T12:00:00.250Z","trade_no":"SBX1893456000123000042"}',
    );
    expect(JSON.parse(notificationBody(aNotification({ amount: 5n }))).amount).toBe('0.05');
  });

  it('round-trips through the receiver', () => {
    const notification = aNotification({ amount: 123456789n });
    expect(parseNotificationBody(bytes(notificationBody(notification)))).toEqual({ ok: true, notification });
  });
});

describe('gateway signature', () => {
  const body = notificationBody(aNotification());

  it('is lowercase hex HMAC-SHA256 of the raw body with the gateway secret', () => {
    const sign = signGatewayBody(SECRET, body);
    expect(sign).toBe(createHmac('sha256', SECRET).update(body).digest('hex'));
    expect(sign).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyGatewaySignature(SECRET, bytes(body), sign)).toBe(true);
  });

  it('refuses another secret, a changed byte, upper case, missing or malformed signatures', () => {
    const sign = signGatewayBody(SECRET, body);
    expect(verifyGatewaySignature('other-secret', bytes(body), sign)).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body.replace('100.00', '100.01')), sign)).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(`${body} `), sign)).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body), sign.toUpperCase())).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body), undefined)).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body), [sign])).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body), sign.slice(0, 63))).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body), `${sign}00`)).toBe(false);
    expect(verifyGatewaySignature(SECRET, bytes(body), 'z'.repeat(64))).toBe(false);
  });
});

describe('parseNotificationBody', () => {
  const valid = {
    order_id: 'R1893456000000abcdef012345',
    amount: '100.00',
    paid_at: '2030-01-01T20:00:00+08:00',
    trade_no: 'SBX1',
  };

  it('reads a valid body into hundredths and a Date (never a float)', () => {
    const parsed = parseNotificationBody(bytes({ ...valid, extra: 'ignored' }));
    expect(parsed).toEqual({
      ok: true,
      notification: {
        orderId: valid.order_id,
        amount: 10000n,
        tradeNo: 'SBX1',
        paidAt: new Date(Date.UTC(2030, 0, 1, 12)),
      },
    });
    const big = parseNotificationBody(bytes({ ...valid, amount: '999999999999999.99' }));
    expect(big.ok && big.notification.amount).toBe(99999999999999999n);
  });

  it('calls a body that is not a JSON object malformed', () => {
    for (const body of ['', 'not json', '[1]', 'null', '"text"', '{"order_id":']) {
      expect(parseNotificationBody(bytes(body))).toEqual({ ok: false, malformed: true });
    }
  });

  it.each([
    ['amount', 100],
    ['amount', 100.5],
    ['amount', '100'],
    ['amount', '100.5'],
    ['amount', '100.001'],
    ['amount', '1e2'],
    ['amount', '-1.00'],
    ['amount', '0.00'],
    ['amount', ' 100.00'],
    ['order_id', ''],
    ['order_id', 42],
    ['order_id', 'a/b'],
    ['order_id', 'x'.repeat(65)],
    ['trade_no', null],
    ['trade_no', 'has space'],
    ['paid_at', '2030-01-01'],
    ['paid_at', '2030-01-01T12:00:00'],
    ['paid_at', '2030-13-45T99:00:00Z'],
    ['paid_at', 1893499200000],
  ])('refuses %s = %j naming the field in both languages', (field, value) => {
    const parsed = parseNotificationBody(bytes({ ...valid, [field]: value }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok || parsed.malformed) throw new Error('expected field errors');
    expect(parsed.errors.map((error) => error.field)).toEqual([field]);
    expect(parsed.errors[0].message.en).toContain(field);
    expect(parsed.errors[0].message.zh).toContain(field);
  });

  it('names every missing field', () => {
    const parsed = parseNotificationBody(bytes({}));
    if (parsed.ok || parsed.malformed) throw new Error('expected field errors');
    expect(parsed.errors.map((error) => error.field).sort()).toEqual(['amount', 'order_id', 'paid_at', 'trade_no']);
  });
});
