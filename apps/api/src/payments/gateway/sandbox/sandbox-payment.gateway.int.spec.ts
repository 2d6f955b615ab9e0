// The sandbox payment gateway on a real database (PGlite, or a fresh PostgreSQL database with
// DATABASE_URL), delivering to a small HTTP receiver that stands in for our notify endpoint:
// idempotent payments, real PNG QR codes, Pay, signed notifications on schedule, retries with
// backoff, giving up, duplicates, and a new instance resuming what an old one still owed.
import { Logger } from '@nestjs/common';
import { type SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../../platform/testing/test-database';
import type { CreatePaymentRequest } from '../payment-gateway.port';
import { signGatewayBody } from './sandbox-notification';
import { SANDBOX_PAYMENT_MIGRATIONS } from './sandbox-payment.migrations';
import {
  SandboxPaymentConflictError,
  SandboxPaymentGateway,
  type SandboxPaymentGatewayOptions,
} from './sandbox-payment.gateway';
import { PNG_SIGNATURE, until } from './testing/gateway-checks';
import { aPaymentRequest } from './testing/payment-request.builder';
import { receivedFor as bodiesFor, startReceiver, type Receiver } from './testing/notify-receiver';

const SECRET = 'int-test-gateway-secret';

let close: () => Promise<void>;
let sql: SqlClient;
let receiver: Receiver;
let clock: number;

beforeAll(async () => {
  Logger.overrideLogger(false); // "given up" warnings are expected here
  ({ sql, close } = await openTestSql('ll_paygw', SANDBOX_PAYMENT_MIGRATIONS));
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await close();
});
beforeEach(async () => {
  // Every test starts with an empty gateway: a payment an earlier test left due (its clock was
  // another) would otherwise be delivered by this test's passes and counted in its numbers.
  await sql.query(`DELETE FROM payments_sandbox_gateway_payments`);
  clock = Date.now();
  receiver.received.length = 0;
  receiver.statuses.length = 0;
  receiver.hang = false;
});

function gateway(options: Partial<SandboxPaymentGatewayOptions> = {}): Promise<SandboxPaymentGateway> {
  return SandboxPaymentGateway.open(sql, {
    secret: SECRET,
    baseUrl: () => receiver.baseUrl,
    notifyDelayMs: 300,
    maxAttempts: 8,
    duplicates: 0,
    retryBaseMs: 1000,
    requestTimeoutMs: 2000,
    now: () => new Date(clock),
    ...options,
  });
}

const anOrder = (overrides: Partial<CreatePaymentRequest> = {}) => aPaymentRequest('int', clock, overrides);
const receivedFor = (orderId: string) => bodiesFor(receiver, orderId);

describe('SandboxPaymentGateway.createPayment', () => {
  it('answers a PNG QR code data URL and the pay page URL', async () => {
    const sandbox = await gateway();
    const order = anOrder();
    const payment = await sandbox.createPayment(order);
    expect(payment.h5Url).toBe(`${receiver.baseUrl}/sandbox/pay/${order.orderId}`);
    expect(payment.qrUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(payment.qrUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.length).toBeGreaterThan(200);
    expect(await sandbox.find(order.orderId)).toMatchObject({
      orderId: order.orderId,
      amount: 10000n,
      subject: order.subject,
      payWay: 'alipay',
      expiresAt: order.expiresAt,
      status: 'created',
      tradeNo: null,
      paidAt: null,
      createdAt: new Date(clock),
      notification: { attempts: 0, nextAttemptAt: null, deliveredAt: null, lastError: null },
    });
  });

  it('is idempotent by order id: a retry (or a concurrent one) returns the same payment', async () => {
    const sandbox = await gateway();
    const order = anOrder();
    const first = await sandbox.createPayment(order);
    clock += 1000;
    const again = await sandbox.createPayment({ ...order, subject: 'changed', expiresAt: new Date(clock + 1) });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => sandbox.createPayment(order)));
    expect(again).toEqual(first);
    expect(concurrent).toEqual(Array(5).fill(first));
    const { rows } = await sql.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM payments_sandbox_gateway_payments WHERE order_id = $1`,
      [order.orderId],
    );
    expect(Number(rows[0].n)).toBe(1);
    // The first request's details stay.
    expect(await sandbox.find(order.orderId)).toMatchObject({ subject: order.subject, expiresAt: order.expiresAt });
  });

  it('refuses another amount for the same order id', async () => {
    const sandbox = await gateway();
    const order = anOrder();
    await sandbox.createPayment(order);
    await expect(sandbox.createPayment({ ...order, amount: 10001n })).rejects.toBeInstanceOf(
      SandboxPaymentConflictError,
    );
    expect((await sandbox.find(order.orderId))?.amount).toBe(10000n);
  });

  it('refuses requests no gateway would take', async () => {
    const sandbox = await gateway();
    await expect(sandbox.createPayment(anOrder({ orderId: 'has space' }))).rejects.toThrow(/order id/);
    await expect(sandbox.createPayment(anOrder({ amount: 0n }))).rejects.toThrow(/amount/);
    await expect(sandbox.createPayment(anOrder({ payWay: 'paypal' as never }))).rejects.toThrow(/pay way/);
    await expect(sandbox.createPayment(anOrder({ subject: '' }))).rejects.toThrow(/subject/);
    await expect(sandbox.createPayment(anOrder({ expiresAt: new Date(NaN) }))).rejects.toThrow(/expiresAt/);
  });
});

describe('SandboxPaymentGateway.confirm', () => {
  it('pays an open payment once, with a new trade_no; the notification is due after the delay', async () => {
    const sandbox = await gateway();
    const order = anOrder();
    await sandbox.createPayment(order);
    const paid = await sandbox.confirm(order.orderId);
    if (!paid.ok) throw new Error('expected ok');
    expect(paid.payment).toMatchObject({
      status: 'paid',
      paidAt: new Date(clock),
      notification: { attempts: 0, nextAttemptAt: new Date(clock + 300), deliveredAt: null },
    });
    expect(paid.payment.tradeNo).toMatch(new RegExp(`^SBX${clock}\\d{6}$`));
    const again = await sandbox.confirm(order.orderId);
    expect(again).toMatchObject({ ok: false, reason: 'paid', payment: { tradeNo: paid.payment.tradeNo } });
  });

  it('lets only one of several concurrent Pays through', async () => {
    const sandbox = await gateway();
    const order = anOrder();
    await sandbox.createPayment(order);
    const results = await Promise.all(Array.from({ length: 6 }, () => sandbox.confirm(order.orderId)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'paid')).toHaveLength(5);
  });

  it('refuses an expired payment and records it expired; an unknown order is not found', async () => {
    const sandbox = await gateway();
    const order = anOrder({ expiresAt: new Date(clock + 60_000) });
    await sandbox.createPayment(order);
    clock += 60_000;
    expect((await sandbox.find(order.orderId))?.status).toBe('expired');
    expect(await sandbox.confirm(order.orderId)).toMatchObject({ ok: false, reason: 'expired' });
    const { rows } = await sql.query<{ status: string }>(
      `SELECT status FROM payments_sandbox_gateway_payments WHERE order_id = $1`,
      [order.orderId],
    );
    expect(rows[0].status).toBe('expired');
    clock -= 60_000; // even read back in time, an expired payment stays expired
    expect((await sandbox.find(order.orderId))?.status).toBe('expired');
    expect(await sandbox.confirm('R-no-such-order')).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('SandboxPaymentGateway notification delivery', () => {
  async function aPaidOrder(sandbox: SandboxPaymentGateway, overrides: Partial<CreatePaymentRequest> = {}) {
    const order = anOrder(overrides);
    await sandbox.createPayment(order);
    const result = await sandbox.confirm(order.orderId);
    if (!result.ok) throw new Error('expected the payment to go through');
    return result.payment;
  }

  it('POSTs the signed JSON to /api/payments/notify/sandbox once it is due, then is done', async () => {
    const sandbox = await gateway();
    const payment = await aPaidOrder(sandbox, { amount: 6888n });
    clock += 299;
    await sandbox.deliverDue();
    expect(receivedFor(payment.orderId)).toHaveLength(0);
    clock += 1;
    await sandbox.deliverDue();
    const requests = receiver.received.filter((request) => request.body.includes(payment.orderId));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(JSON.parse(request.body)).toEqual({
      order_id: payment.orderId,
      amount: '68.88',
      paid_at: payment.paidAt!.toISOString(),
      trade_no: payment.tradeNo,
    });
    expect(request.sign).toBe(signGatewayBody(SECRET, request.body));
    expect((await sandbox.find(payment.orderId))?.notification).toEqual({
      attempts: 1,
      nextAttemptAt: null,
      deliveredAt: new Date(clock),
      lastError: null,
    });
    clock += 3_600_000;
    await sandbox.deliverDue();
    expect(receivedFor(payment.orderId)).toHaveLength(1);
  });

  it('retries a refused or unreachable endpoint after 1 s, 2 s, 4 s ... until it answers 2xx', async () => {
    const sandbox = await gateway();
    const payment = await aPaidOrder(sandbox);
    receiver.statuses.push(500, 400);
    clock += 300;
    await sandbox.deliverDue();
    expect((await sandbox.find(payment.orderId))?.notification).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(clock + 1000),
      lastError: expect.stringContaining('HTTP 500'),
    });
    clock += 999;
    expect(await sandbox.deliverDue()).toBe(0);
    clock += 1;
    await sandbox.deliverDue();
    expect((await sandbox.find(payment.orderId))?.notification).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(clock + 2000),
      lastError: expect.stringContaining('HTTP 400'),
    });
    clock += 2000;
    await sandbox.deliverDue();
    expect(receivedFor(payment.orderId)).toHaveLength(3);
    expect((await sandbox.find(payment.orderId))?.notification).toMatchObject({
      attempts: 3,
      nextAttemptAt: null,
      deliveredAt: new Date(clock),
    });

    // A network error counts like a refusal.
    const unreachable = await gateway({ baseUrl: () => 'http://127.0.0.1:9' });
    const other = await aPaidOrder(unreachable);
    clock += 300;
    await unreachable.deliverDue();
    expect((await unreachable.find(other.orderId))?.notification).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(clock + 1000),
      lastError: expect.stringMatching(/fetch failed|ECONNREFUSED/),
    });
    clock += 1000;
    await sandbox.deliverDue(); // the endpoint is back
    expect(receivedFor(other.orderId)).toHaveLength(1);
  });

  it('gives a notification up after the last attempt', async () => {
    const sandbox = await gateway({ maxAttempts: 3 });
    const payment = await aPaidOrder(sandbox);
    receiver.statuses.push(503, 503, 503, 503);
    clock += 300;
    await sandbox.deliverDue();
    clock += 1000;
    await sandbox.deliverDue();
    clock += 2000;
    await sandbox.deliverDue();
    expect((await sandbox.find(payment.orderId))?.notification).toMatchObject({
      attempts: 3,
      nextAttemptAt: null,
      deliveredAt: null,
      lastError: expect.stringContaining('HTTP 503'),
    });
    clock += 3_600_000;
    await sandbox.deliverDue();
    expect(receivedFor(payment.orderId)).toHaveLength(3);
  });

  it('sends the configured number of extra copies after a success, byte for byte', async () => {
    const sandbox = await gateway({ duplicates: 20 });
    const payment = await aPaidOrder(sandbox);
    clock += 300;
    await sandbox.deliverDue();
    const copies = receiver.received.filter((request) => request.body.includes(payment.orderId));
    expect(copies).toHaveLength(21);
    expect(new Set(copies.map((copy) => copy.body)).size).toBe(1);
    expect(new Set(copies.map((copy) => copy.sign)).size).toBe(1);
    expect((await sandbox.find(payment.orderId))?.notification.attempts).toBe(1);
  });

  it('delivers on its own once started: at the delay after Pay', async () => {
    const sandbox = await gateway({ now: undefined });
    sandbox.startDelivery();
    try {
      // Taken before Pay: the delay counts from the gateway's own reading of the clock, inside it.
      const beforePay = Date.now();
      const payment = await aPaidOrder(sandbox);
      await until(() => receivedFor(payment.orderId).length === 1);
      // Never before the delay; "on its own" is until's bound (no speed check: a busy machine is slow).
      expect(Date.now() - beforePay).toBeGreaterThanOrEqual(295); // 300 ms, less clock granularity
    } finally {
      await sandbox.stopDelivery();
    }
  });

  it('resumes, in a new instance on the same database, what a stopped one still owed', async () => {
    // A long delay: no timer of its own fires while the test arranges which payment is due.
    const old = await gateway({ now: undefined, notifyDelayMs: 60_000 });
    // Paid while nobody delivers (the process stopped before the delay passed) ...
    const owed = await aPaidOrder(old);
    // ... and one cut short mid-attempt by the stop.
    const cut = await aPaidOrder(old);
    await sql.query(
      `UPDATE payments_sandbox_gateway_payments SET notify_next_attempt_at = now() - interval '1 second'
        WHERE order_id = $1`,
      [cut.orderId],
    );
    await sql.query(
      `UPDATE payments_sandbox_gateway_payments SET notify_next_attempt_at = now() + interval '1 hour'
        WHERE order_id = $1`,
      [owed.orderId],
    );
    receiver.hang = true;
    const inFlight = old.deliverDue();
    await until(() => receivedFor(cut.orderId).length === 1);
    await old.stopDelivery();
    expect(await inFlight).toBe(1);
    expect((await old.find(cut.orderId))?.notification).toMatchObject({ attempts: 0, deliveredAt: null });
    await sql.query(`UPDATE payments_sandbox_gateway_payments SET notify_next_attempt_at = now() WHERE order_id = $1`, [
      owed.orderId,
    ]);

    receiver.hang = false;
    receiver.received.length = 0;
    const fresh = await gateway({ now: undefined });
    fresh.startDelivery();
    try {
      await until(() => receivedFor(owed.orderId).length === 1 && receivedFor(cut.orderId).length === 1);
      expect(receivedFor(cut.orderId)[0].trade_no).toBe(cut.tradeNo);
      // The receiver has it; the gateway records the answer a moment later (the attempt holds a lease
      // until then): wait for that record, not for a lucky moment.
      const deadline = Date.now() + 30_000;
      let owedNotification = (await fresh.find(owed.orderId))?.notification;
      while (owedNotification?.deliveredAt == null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        owedNotification = (await fresh.find(owed.orderId))?.notification;
      }
      expect(owedNotification).toMatchObject({ attempts: 1, nextAttemptAt: null });
      expect(owedNotification?.deliveredAt).toBeInstanceOf(Date);
    } finally {
      await fresh.stopDelivery();
    }
  });
});
