// The sandbox payment gateway's notify endpoint over HTTP on a running app (testing/gateway-test-app.ts:
// the gateway with a recording sink in place of the orders module): a correctly signed notification
// taken without a player signature or token; forged, tampered and malformed ones refused before the
// sink; the sink's refusals as HTTP answers; and its OpenAPI entry. (The pay page, Pay and delivery:
// sandbox-payment.e2e.spec.ts.)
import type { OpenAPIObject } from '@nestjs/swagger';
import { notificationBody, signGatewayBody } from './sandbox-notification';
import { gatewaySuite, sandboxRequestsOf } from './testing/gateway-test-app';

describe('sandbox payment gateway: the notify endpoint (PAYMENT_PROVIDER=sandbox, e2e)', () => {
  const gw = gatewaySuite();
  const { notify, signed } = sandboxRequestsOf(gw);

  describe('POST /api/payments/notify/sandbox', () => {
    const body = (overrides: Record<string, unknown> = {}) =>
      JSON.stringify({
        order_id: 'R-direct-1',
        amount: '100.00',
        paid_at: '2030-01-01T12:00:00.000Z',
        trade_no: 'SBXdirect1',
        ...overrides,
      });

    it('takes a correctly signed notification without the player request signature or a token', async () => {
      const text = notificationBody({
        orderId: 'R-direct-ok',
        amount: 10000n,
        tradeNo: 'SBXdirectok',
        paidAt: new Date('2030-01-01T12:00:00Z'),
      });
      const first = await notify(text, signed(text));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({
        code: 200,
        message: 'OK',
        data: { order_id: 'R-direct-ok', trade_no: 'SBXdirectok', outcome: 'accepted' },
      });
      const again = await notify(text, signed(text));
      expect(again.status).toBe(200);
      expect(((await again.json()) as { data: { outcome: string } }).data.outcome).toBe('duplicate');
      expect(gw.sink.of('R-direct-ok').map((entry) => entry.notification)).toEqual([
        {
          gateway: 'sandbox',
          orderId: 'R-direct-ok',
          tradeNo: 'SBXdirectok',
          amount: 10000n,
          paidAt: new Date('2030-01-01T12:00:00Z'),
        },
        expect.objectContaining({ tradeNo: 'SBXdirectok' }),
      ]);
    });

    it.each([
      ['no signature', () => ({}), body()],
      ['another secret', () => ({ 'x-gateway-sign': signGatewayBody('not-the-secret', body()) }), body()],
      ['a tampered body', () => signed(body()), body({ amount: '1000.00' })],
      ['a re-serialized body', () => signed(body()), JSON.stringify(JSON.parse(body()), null, 1)],
      ['an upper-case signature', () => ({ 'x-gateway-sign': signed(body())['x-gateway-sign'].toUpperCase() }), body()],
    ])('refuses %s: 400 GATEWAY_SIGNATURE_INVALID, nothing reaches the sink', async (_case, headers, text) => {
      const before = gw.sink.received.length;
      const response = await notify(text, headers(), '?lang=zh');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 400,
        message: '支付网关签名无效',
        error: 'GATEWAY_SIGNATURE_INVALID',
        data: null,
      });
      expect(gw.sink.received.length).toBe(before);
    });

    it('refuses signed but malformed notifications (400), before the sink', async () => {
      const before = gw.sink.received.length;
      for (const amount of ['100', '100.5', 100, '1e2', '-100.00']) {
        const text = body({ amount });
        const response = await notify(text, signed(text));
        expect(response.status).toBe(400);
        const json = (await response.json()) as { error: string; data: { errors: { field: string }[] } };
        expect(json.error).toBe('VALIDATION_FAILED');
        expect(json.data.errors.map((error) => error.field)).toEqual(['amount']);
      }
      const missing = body({ trade_no: undefined, paid_at: 'yesterday' });
      const fields = await notify(missing, signed(missing));
      expect(
        ((await fields.json()) as { data: { errors: { field: string }[] } }).data.errors.map((e) => e.field),
      ).toEqual(['trade_no', 'paid_at']);
      for (const text of ['[]', '"text"']) {
        const response = await notify(text, signed(text));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toBe('BAD_REQUEST');
      }
      const broken = '{"order_id":';
      expect((await notify(broken, signed(broken))).status).toBe(400);
      const plain = await fetch(`${gw.baseUrl}/api/payments/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...signed(body()) },
        body: body(),
      });
      expect(plain.status).toBeGreaterThanOrEqual(400);
      expect(plain.status).toBeLessThan(500);
      expect(gw.sink.received.length).toBe(before);
    });

    it.each([
      ['amount_mismatch', 400, 'PAYMENT_AMOUNT_MISMATCH'],
      ['unknown_order', 404, 'ORDER_NOT_FOUND'],
      ['order_expired', 409, 'ORDER_EXPIRED'],
    ] as const)("answers the sink's %s with %i %s", async (outcome, status, error) => {
      const orderId = `R-direct-${outcome.replace('_', '-')}`;
      gw.sink.script(orderId, outcome);
      const text = body({ order_id: orderId });
      const response = await notify(text, signed(text));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({
        code: status,
        error,
        data: { order_id: orderId, trade_no: 'SBXdirect1' },
      });
      expect(gw.sink.of(orderId)).toHaveLength(1);
    });
  });

  it('documents the notify endpoint (tag payments, unsigned) and keeps /sandbox out of OpenAPI', async () => {
    const document = (await (await fetch(`${gw.baseUrl}/api/docs-json`)).json()) as OpenAPIObject;
    expect(Object.keys(document.paths).filter((route) => route.startsWith('/sandbox'))).toEqual([]);
    const operation = document.paths['/api/payments/notify/sandbox']?.post as {
      tags: string[];
      parameters: { $ref?: string; name?: string }[];
      responses: Record<string, unknown>;
    };
    expect(operation.tags).toEqual(['payments']);
    expect(operation.parameters.map((parameter) => parameter.$ref ?? parameter.name)).toEqual([
      '#/components/parameters/Lang',
      'X-Gateway-Sign',
    ]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '404', '409', '500']);
    expect(JSON.stringify(operation.responses['200'])).toContain('NotificationReceivedDto');
  });
});
