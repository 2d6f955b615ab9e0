// The sandbox payment gateway over HTTP on a running app (testing/gateway-test-app.ts: the platform,
// PaymentGatewayModule and, in place of the orders module, a recording PAYMENT_NOTIFICATION_SINK with
// scripted outcomes). Pay page in en and zh, Pay, the signed notification reaching the sink after the
// delay and 20 extra copies of it, retries until the sink accepts, expiry, and a delivery still owed
// when the app stopped finished by the next app on the same store. (The notify endpoint itself:
// sandbox-payment-notify.e2e.spec.ts.)
import { createPersistentTestStore } from '../../../platform/testing/test-app';
import type { CreatePaymentRequest } from '../payment-gateway.port';
import type { SandboxPayment } from './sandbox-payment';
import { SandboxPaymentGateway } from './sandbox-payment.gateway';
import { PNG_SIGNATURE, until } from './testing/gateway-checks';
import { gatewaySuite, passAnHourLater, sandboxRequestsOf, startGatewayApp } from './testing/gateway-test-app';
import { aPaymentRequest } from './testing/payment-request.builder';

const USED_EN = 'QR code can only be used once, re-select the amount';
const USED_ZH = '二维码只能使用一次，请重新选择金额';
const anOrder = (overrides: Partial<CreatePaymentRequest> = {}) => aPaymentRequest('e2e', Date.now(), overrides);

describe('sandbox payment gateway (PAYMENT_PROVIDER=sandbox, e2e)', () => {
  const gw = gatewaySuite();
  const { page, pressPay, confirmJson } = sandboxRequestsOf(gw);

  it('puts the sandbox behind PAYMENT_GATEWAY; createPayment answers a PNG QR code and the pay page URL', async () => {
    expect(gw.gateway).toBeInstanceOf(SandboxPaymentGateway);
    expect(gw.gateway.name).toBe('sandbox');
    const order = anOrder();
    const payment = await gw.gateway.createPayment(order);
    expect(payment.h5Url).toBe(`${gw.baseUrl}/sandbox/pay/${order.orderId}`);
    const png = Buffer.from(payment.qrUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(payment.qrUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await gw.gateway.createPayment(order)).toEqual(payment);
    // The H5 link opens the pay page.
    expect((await fetch(payment.h5Url)).status).toBe(200);
  });

  it('shows the pay page in English and Chinese (?lang=, else Accept-Language)', async () => {
    const order = anOrder({ amount: 6888n, subject: 'Lootledger 68.88 coins', payWay: 'wechat' });
    await gw.gateway.createPayment(order);
    const en = await page(order.orderId, '?lang=en');
    expect(en.status).toBe(200);
    expect(en.type).toMatch(/^text\/html/);
    expect(en.html).toContain('Lootledger 68.88 coins');
    expect(en.html).toContain('¥68.88');
    expect(en.html).toContain('WeChat Pay');
    expect(en.html).toContain('Awaiting payment');
    expect(en.html).toContain(order.expiresAt.toISOString());
    expect(en.html).toContain(`action="/sandbox/pay/${order.orderId}/confirm?lang=en"`);
    const zh = await page(order.orderId, '', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.html).toContain('微信支付');
    expect(zh.html).toContain('待支付');
    expect(zh.html).toContain('立即支付');
    expect((await page(order.orderId, '?lang=en', { 'accept-language': 'zh' })).html).toContain('Awaiting payment');
  });

  it('answers a 404 page for an unknown order', async () => {
    const missing = await page('R-no-such-order', '?lang=zh');
    expect(missing.status).toBe(404);
    expect(missing.type).toMatch(/^text\/html/);
    expect(missing.html).toContain('支付订单不存在');
    expect((await pressPay('R-no-such-order')).status).toBe(404);
    const json = await confirmJson('R-no-such-order');
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
  });

  it('Pay: redirects back to the page at once; the signed notification reaches the sink after the delay', async () => {
    const order = anOrder({ amount: 12345n });
    await gw.gateway.createPayment(order);
    const pressed = Date.now();
    // The gateway's clock held at Pay while the test looks: the notification is not due yet, however
    // long the redirect takes to come back on a busy machine.
    const sandbox = gw.gateway as SandboxPaymentGateway;
    const held = new Date();
    sandbox.now = () => held;
    try {
      const response = await pressPay(order.orderId, 'zh');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/sandbox/pay/${order.orderId}?lang=zh`);
      expect(gw.sink.of(order.orderId)).toHaveLength(0);
    } finally {
      sandbox.now = () => new Date();
    }

    await until(() => gw.sink.of(order.orderId).length >= 1);
    const [first] = gw.sink.of(order.orderId);
    // Never before the notify delay (no upper bound: that would be a speed check on a busy machine).
    expect(first.at - pressed).toBeGreaterThanOrEqual(250);
    const payment = await (gw.gateway as SandboxPaymentGateway).find(order.orderId);
    expect(first.notification).toEqual({
      gateway: 'sandbox',
      orderId: order.orderId,
      tradeNo: payment!.tradeNo,
      amount: 12345n,
      paidAt: payment!.paidAt,
    });
    expect(first.answer).toBe('accepted');
    expect(payment!.tradeNo).toMatch(/^SBX\d{19}$/);

    // Then 20 extra copies (SANDBOX_PAY_DUPLICATES=20): each one a duplicate for the sink.
    await until(() => gw.sink.of(order.orderId).length === 21);
    const answers = gw.sink.of(order.orderId).map((entry) => entry.answer);
    expect(answers.filter((answer) => answer === 'accepted')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'duplicate')).toHaveLength(20);
    expect(new Set(gw.sink.of(order.orderId).map((entry) => entry.notification.tradeNo)).size).toBe(1);

    // The page now says paid (only that: no error beside it) and has no button; Pay again is refused,
    // the page still showing the paid state.
    const after = await page(order.orderId, '?lang=zh');
    expect(after.html).toContain('data-state="paid"');
    expect(after.html).toContain('支付成功');
    expect(after.html).not.toContain(USED_ZH);
    expect(after.html).not.toContain('role="alert"');
    expect(after.html).toContain(payment!.tradeNo!);
    expect(after.html).not.toContain('<button');
    const again = await pressPay(order.orderId);
    expect(again.status).toBe(409);
    const againHtml = await again.text();
    expect(againHtml).toContain('data-state="paid"');
    expect(againHtml).not.toContain('role="alert"');
    const againJson = await confirmJson(order.orderId);
    expect(againJson.status).toBe(409);
    expect(await againJson.json()).toMatchObject({
      code: 409,
      error: 'PAYMENT_CODE_USED',
      message: USED_EN,
      data: { order_id: order.orderId, status: 'paid', trade_no: payment!.tradeNo },
    });
    // Nothing more is owed: a pass an hour on sends no 22nd copy.
    await passAnHourLater(gw.gateway as SandboxPaymentGateway);
    expect(gw.sink.of(order.orderId)).toHaveLength(21);
  });

  it('Pay with Accept: application/json answers the paid payment as JSON', async () => {
    const order = anOrder({ amount: 5n, payWay: 'wechat' });
    await gw.gateway.createPayment(order);
    const response = await confirmJson(order.orderId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      order_id: order.orderId,
      amount: '0.05',
      pay_way: 'wechat',
      status: 'paid',
      trade_no: expect.stringMatching(/^SBX/),
    });
    await until(() => gw.sink.of(order.orderId).length === 21);
    expect(gw.sink.of(order.orderId)[0].notification.amount).toBe(5n);
  });

  it('retries until the sink accepts (it fails twice: 500, then 404 unknown_order)', async () => {
    const order = anOrder();
    await gw.gateway.createPayment(order);
    gw.sink.script(order.orderId, 'fail', 'unknown_order');
    await pressPay(order.orderId);
    await until(() => gw.sink.of(order.orderId).length === 23);
    const entries = gw.sink.of(order.orderId);
    expect(entries.slice(0, 3).map((entry) => entry.answer)).toEqual(['fail', 'unknown_order', 'accepted']);
    // Backoff from SANDBOX_PAY_RETRY_BASE_MS=200: 200 ms, then 400 ms.
    expect(entries[1].at - entries[0].at).toBeGreaterThanOrEqual(180);
    expect(entries[2].at - entries[1].at).toBeGreaterThanOrEqual(380);
    expect(entries.slice(3).every((entry) => entry.answer === 'duplicate')).toBe(true);
    const payment = await (gw.gateway as SandboxPaymentGateway).find(order.orderId);
    expect(payment?.notification).toMatchObject({ attempts: 3, nextAttemptAt: null, lastError: null });
  });

  it('refuses an expired payment on the page (the expired state only) and on Pay, and never notifies', async () => {
    const order = anOrder({ expiresAt: new Date(Date.now() - 1000) });
    await gw.gateway.createPayment(order);
    for (const [lang, label, text, success] of [
      ['en', 'Expired', 'This payment has expired', 'Payment complete'],
      ['zh', '已过期', '该支付已过期', '支付成功'],
    ]) {
      const shown = await page(order.orderId, `?lang=${lang}`);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain(label);
      expect(shown.html).toContain('data-state="expired"');
      expect(shown.html).toContain(text);
      expect(shown.html).not.toContain(success);
      expect(shown.html).not.toContain('<button');
      const pressed = await pressPay(order.orderId, lang);
      expect(pressed.status).toBe(409);
      const pressedHtml = await pressed.text();
      expect(pressedHtml).toContain(text);
      expect(pressedHtml).not.toContain(success);
    }
    const json = await confirmJson(order.orderId);
    expect(json.status).toBe(409);
    expect(await json.json()).toMatchObject({
      error: 'PAYMENT_CODE_USED',
      data: { status: 'expired', trade_no: null },
    });
    await passAnHourLater(gw.gateway as SandboxPaymentGateway);
    expect(gw.sink.of(order.orderId)).toHaveLength(0);
  });

  describe('the page between Pay and the merchant (the gateway clock held, then moved on)', () => {
    let sandbox: SandboxPaymentGateway;
    beforeEach(() => {
      sandbox = gw.gateway as SandboxPaymentGateway;
      // Held at one instant, nothing paid now ever falls due: the notification stays owed.
      const held = new Date();
      sandbox.now = () => held;
    });
    afterEach(() => {
      sandbox.now = () => new Date();
    });
    /** Moves the gateway's clock on so the owed attempt is due, and waits for its answer to show on the page. */
    async function deliverAt(aheadMs: number, lang: string, state: string): Promise<string> {
      sandbox.now = () => new Date(Date.now() + aheadMs);
      let html = '';
      await until(async () => {
        await sandbox.deliverDue();
        html = (await page(sandboxOrder, `?lang=${lang}`)).html;
        return html.includes(`data-state="${state}"`);
      });
      return html;
    }
    let sandboxOrder = '';

    it('paying (reloading itself) until the merchant accepts, then paid', async () => {
      const order = anOrder();
      sandboxOrder = order.orderId;
      await gw.gateway.createPayment(order);
      expect((await pressPay(order.orderId)).status).toBe(303);
      const paying = await page(order.orderId, '?lang=en');
      expect(paying.html).toContain('data-state="paying"');
      expect(paying.html).toContain('Confirming it with Lootledger');
      expect(paying.html).toContain('<meta http-equiv="refresh" content="1">');
      expect(paying.html).not.toContain('<button');
      expect(paying.html).not.toContain('role="alert"');
      expect((await page(order.orderId, '?lang=zh')).html).toContain('确认中');
      expect(gw.sink.of(order.orderId)).toHaveLength(0);

      const paid = await deliverAt(60_000, 'en', 'paid');
      expect(paid).toContain('Payment complete');
      expect(paid).not.toContain('http-equiv="refresh"');
      expect(gw.sink.of(order.orderId)[0].answer).toBe('accepted');
    });

    it('failed once the gateway gives up on a merchant that refuses each time: an alert, no success', async () => {
      const order = anOrder();
      sandboxOrder = order.orderId;
      await gw.gateway.createPayment(order);
      const attempts = gw.config.sandboxPayMaxAttempts;
      gw.sink.script(order.orderId, ...Array.from({ length: attempts }, () => 'order_expired' as const));
      await pressPay(order.orderId);
      // Each retry falls due at most an hour after the attempt before.
      for (let attempt = 1; attempt < attempts; attempt++) {
        await deliverAt(attempt * 3_600_000, 'en', 'paying');
        await until(() => gw.sink.of(order.orderId).length === attempt);
      }
      await deliverAt(attempts * 3_600_000, 'en', 'failed');
      expect(gw.sink.of(order.orderId).map((entry) => entry.answer)).toEqual(
        Array.from({ length: attempts }, () => 'order_expired'),
      );
      for (const [lang, status, text, success] of [
        ['en', 'Not confirmed', 'did not confirm this payment', 'Payment complete'],
        ['zh', '未确认', '未确认本次支付', '支付成功'],
      ]) {
        const failed = await page(order.orderId, `?lang=${lang}`);
        expect(failed.html).toContain('role="alert" data-state="failed"');
        expect(failed.html).toContain(status);
        expect(failed.html).toContain(text);
        expect(failed.html).not.toContain(success);
        expect(failed.html).not.toContain('<button');
        expect(failed.html).not.toContain('http-equiv="refresh"');
      }
    });
  });
});

describe('sandbox payment gateway across a restart (e2e)', () => {
  it('delivers, from the next app on the same store, a notification the stopped app still owed', async () => {
    const store = await createPersistentTestStore();
    try {
      // Its retry falls due an hour after the failure: the stop always comes first, however slow.
      const first = await startGatewayApp({ sandboxPayRetryBaseMs: 3_600_000, sandboxPayDuplicates: 0 }, store);
      const order = anOrder({ amount: 4200n });
      let tradeNo: string | null | undefined;
      try {
        await first.gateway.createPayment(order);
        first.sink.script(order.orderId, 'fail', 'fail', 'fail');
        const paid = await fetch(`${first.baseUrl}/sandbox/pay/${order.orderId}/confirm`, {
          method: 'POST',
          redirect: 'manual',
        });
        expect(paid.status).toBe(303);
        // Stopped after the gateway saw the first attempt fail: one more is owed, an hour later.
        let owed: SandboxPayment | undefined;
        while (!owed?.notification.lastError) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          owed = await (first.gateway as SandboxPaymentGateway).find(order.orderId);
        }
        expect(owed.notification).toMatchObject({ attempts: 1, deliveredAt: null });
        tradeNo = owed.tradeNo;
      } finally {
        await first.close();
      }

      const second = await startGatewayApp({ sandboxPayRetryBaseMs: 500, sandboxPayDuplicates: 0 }, store);
      try {
        expect(second.baseUrl).not.toBe(first.baseUrl);
        // The next app's gateway clock past the hour: the owed attempt is due.
        const sandbox = second.gateway as SandboxPaymentGateway;
        sandbox.now = () => new Date(Date.now() + 2 * 3_600_000);
        await until(async () => {
          await sandbox.deliverDue();
          return second.sink.of(order.orderId).length === 1;
        });
        expect(second.sink.of(order.orderId)[0]).toMatchObject({
          answer: 'accepted',
          notification: { orderId: order.orderId, tradeNo, amount: 4200n },
        });
        // The gateway records the delivery once the answer is in: a moment after the sink has it.
        let payment: SandboxPayment | undefined;
        await until(async () => {
          payment = await (second.gateway as SandboxPaymentGateway).find(order.orderId);
          return payment?.notification.nextAttemptAt === null;
        });
        expect(payment?.notification).toMatchObject({ attempts: 2, nextAttemptAt: null });
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  });
});
