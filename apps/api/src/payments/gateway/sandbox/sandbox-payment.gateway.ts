// The sandbox payment gateway (PAYMENT_PROVIDER=sandbox, the embedded default): behaves like Alipay /
// WeChat Pay without them (contract section 8).
//   createPayment   stores the payment in its own table, idempotent by order id, and answers a QR
//                   code (PNG data URL) and an H5 link, both to the pay page /sandbox/pay/{order_id}.
//   confirm         what the page's Pay button does: marks the payment paid with a new trade_no and
//                   owes a notification, due SANDBOX_PAY_NOTIFY_DELAY_MS later.
//   delivery loop   POSTs the signed notification to {base}/api/payments/notify/sandbox until a 2xx
//                   answer, retrying failures (non-2xx, network) with doubling delays from
//                   SANDBOX_PAY_RETRY_BASE_MS, at most SANDBOX_PAY_MAX_ATTEMPTS times; after a
//                   success it sends SANDBOX_PAY_DUPLICATES extra copies at once, as real gateways
//                   repeat themselves. What is owed is kept in the table, so a restart (or another
//                   process) resumes it; rows are leased, so two processes never send one at once.
//                   Background work: the loop runs where ROLE runs it (worker, all; deliver: false
//                   elsewhere), and sends to PUBLIC_BASE_URL, where the API processes answer.
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { toDataURL } from 'qrcode';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import type {
  CreatedPayment,
  CreatePaymentRequest,
  PaymentGateway,
  PaymentQueryRequest,
  PaymentQueryResult,
} from '../payment-gateway.port';
import { GATEWAY_SIGN_HEADER, notificationBody, signGatewayBody } from './sandbox-notification';
import { assertPaymentRequest, newTradeNo, PAY_WAYS, retryDelayMs, type SandboxPayment } from './sandbox-payment';
import { SANDBOX_PAYMENT_MIGRATIONS } from './sandbox-payment.migrations';
import { COLUMNS, paymentOfRow, TABLE, toDate, type PaymentRow } from './sandbox-payment.rows';

export const SANDBOX_NOTIFY_PATH = '/api/payments/notify/sandbox';

export interface SandboxPaymentGatewayOptions {
  /** Key of X-Gateway-Sign (SANDBOX_GATEWAY_SECRET). */
  secret: string;
  /**
   * This platform's absolute URL as players and the gateway reach it, without a trailing slash
   * (PUBLIC_BASE_URL). A function: by default it names the port the server listens on, known only
   * once it listens.
   */
  baseUrl: () => string;
  /** ms from Pay to the first notification attempt. */
  notifyDelayMs: number;
  /** Attempts before the gateway gives a notification up (>= 1). */
  maxAttempts: number;
  /** Extra copies of a delivered notification (>= 0). */
  duplicates: number;
  /** Wait after the first failed attempt; doubles after each further one. */
  retryBaseMs: number;
  /** How often the loop looks for due notifications when none is known to be due sooner (ms). */
  pollMs?: number;
  /** How long one notification request may take (ms). */
  requestTimeoutMs?: number;
  now?: () => Date;
  /** false: this process never runs the delivery loop (ROLE=api: another process does). Default true. */
  deliver?: boolean;
  /** Uniform in [0, 1): the random part of trade numbers. */
  random?: () => number;
}

/** Asked to create a payment again for the same order id, with another amount. */
export class SandboxPaymentConflictError extends Error {
  constructor(readonly orderId: string) {
    super(`sandbox gateway: order ${orderId} already has a payment of another amount`);
    this.name = 'SandboxPaymentConflictError';
  }
}

export type SandboxConfirmResult =
  | { ok: true; payment: SandboxPayment }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'paid' | 'expired'; payment: SandboxPayment };

/**
 * A claimed notification not released this long after its request's timeout (the process died
 * mid-attempt) is due again.
 */
const LEASE_MARGIN_MS = 5_000;
const PER_PASS = 20;

type Attempt = { ok: true } | { ok: false; error: string; aborted: boolean };

export class SandboxPaymentGateway implements PaymentGateway, OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  readonly name = 'sandbox';
  readonly payWays = PAY_WAYS;
  /** The clock; tests replace it. */
  now: () => Date;
  random: () => number;
  private readonly logger = new Logger('SandboxPaymentGateway');
  private readonly pollMs: number;
  private readonly requestTimeoutMs: number;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private timerDueAt = Number.POSITIVE_INFINITY;
  private pass: Promise<unknown> = Promise.resolve();
  private abort = new AbortController();

  constructor(
    private readonly sql: SqlClient,
    private readonly options: SandboxPaymentGatewayOptions,
  ) {
    assertOptions(options);
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? (() => randomInt(1_000_000) / 1_000_000);
    this.pollMs = options.pollMs ?? 1000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  }

  /** A gateway on a database whose table exists (runs its migration; for tests and tools). */
  static async open(sql: SqlClient, options: SandboxPaymentGatewayOptions): Promise<SandboxPaymentGateway> {
    const gateway = new SandboxPaymentGateway(sql, options);
    await gateway.onModuleInit();
    return gateway;
  }

  // In Nest's init hooks, which run one module at a time (see SandboxTradeProvider).
  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, SANDBOX_PAYMENT_MIGRATIONS);
  }

  onApplicationBootstrap(): void {
    if (this.options.deliver !== false) this.startDelivery();
  }

  // Before the HTTP server and the database close: an attempt under way ends first.
  async onModuleDestroy(): Promise<void> {
    await this.stopDelivery();
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    assertPaymentRequest(request);
    await this.sql.query(
      `INSERT INTO ${TABLE} (order_id, amount, subject, pay_way, expires_at, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'created', $6)
       ON CONFLICT (order_id) DO NOTHING`,
      [request.orderId, request.amount.toString(), request.subject, request.payWay, request.expiresAt, this.now()],
    );
    const payment = await this.find(request.orderId);
    if (!payment) throw new Error(`sandbox gateway: the payment of order ${request.orderId} vanished`);
    if (payment.amount !== request.amount) throw new SandboxPaymentConflictError(request.orderId);
    const h5Url = this.payPageUrl(request.orderId);
    const qrUrl = await toDataURL(h5Url, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
    return { qrUrl, h5Url };
  }

  /** As a real gateway's order query answers: paid (with the trade), open, closed or expired, unknown. */
  async queryPayment(order: PaymentQueryRequest): Promise<PaymentQueryResult> {
    const payment = await this.find(order.orderId);
    if (!payment) return { status: 'not_found' };
    if (payment.status === 'paid') {
      return {
        status: 'paid',
        notification: {
          gateway: this.name,
          orderId: payment.orderId,
          tradeNo: payment.tradeNo!,
          amount: payment.amount,
          paidAt: payment.paidAt!,
        },
      };
    }
    return payment.status === 'created' ? { status: 'unpaid' } : { status: 'closed' };
  }

  /** Closes an open payment (its pay page refuses it from now on); a paid one answers 'paid'. */
  async closePayment(order: PaymentQueryRequest): Promise<'closed' | 'paid'> {
    await this.sql.query(`UPDATE ${TABLE} SET status = 'expired' WHERE order_id = $1 AND status = 'created'`, [
      order.orderId,
    ]);
    const payment = await this.find(order.orderId);
    return payment?.status === 'paid' ? 'paid' : 'closed';
  }

  /** The absolute URL of the pay page of an order (what the QR code encodes). */
  payPageUrl(orderId: string): string {
    return `${this.options.baseUrl()}/sandbox/pay/${encodeURIComponent(orderId)}`;
  }

  /** The payment of an order as of now; undefined when the gateway does not know the order. */
  async find(orderId: string): Promise<SandboxPayment | undefined> {
    const { rows } = await this.sql.query<PaymentRow>(`SELECT ${COLUMNS} FROM ${TABLE} WHERE order_id = $1`, [orderId]);
    return rows[0] && this.paymentOf(rows[0]);
  }

  /**
   * The player pays: a payment still open becomes paid (new trade_no) and its notification is due
   * notifyDelayMs later. A paid or expired one is refused: its QR code cannot be used again.
   */
  async confirm(orderId: string): Promise<SandboxConfirmResult> {
    const now = this.now();
    const { rows } = await this.sql.query<PaymentRow>(
      `UPDATE ${TABLE}
          SET status = 'paid', trade_no = $2, paid_at = $3, notify_attempts = 0, notify_next_attempt_at = $4
        WHERE order_id = $1 AND status = 'created' AND expires_at > $3
        RETURNING ${COLUMNS}`,
      [orderId, newTradeNo(now, this.random()), now, new Date(now.getTime() + this.options.notifyDelayMs)],
    );
    if (rows[0]) {
      this.wakeIn(this.options.notifyDelayMs);
      return { ok: true, payment: this.paymentOf(rows[0]) };
    }
    const payment = await this.find(orderId);
    if (!payment) return { ok: false, reason: 'not_found' };
    if (payment.status === 'paid') return { ok: false, reason: 'paid', payment };
    await this.sql.query(`UPDATE ${TABLE} SET status = 'expired' WHERE order_id = $1 AND status = 'created'`, [
      orderId,
    ]);
    return { ok: false, reason: 'expired', payment: { ...payment, status: 'expired' } };
  }

  /** Starts the delivery loop (on application bootstrap). Idempotent. */
  startDelivery(): void {
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    this.wakeIn(0);
  }

  /** Stops the loop, cutting an attempt under way short (it stays owed); resolves when the pass ended. */
  async stopDelivery(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerDueAt = Number.POSITIVE_INFINITY;
    this.abort.abort();
    await this.pass;
  }

  /** One delivery pass: sends every notification due now; resolves with how many it attempted. */
  deliverDue(): Promise<number> {
    const run = this.pass.then(() => this.work());
    this.pass = run.catch(() => undefined);
    return run;
  }

  private wakeIn(ms: number): void {
    if (!this.running) return;
    const dueAt = Date.now() + Math.max(0, ms);
    if (this.timer && this.timerDueAt <= dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerDueAt = Number.POSITIVE_INFINITY;
      void this.deliverDue()
        .catch((error: unknown) => this.logger.warn(`notification pass failed: ${String(error)}`))
        .then(() => this.scheduleNext());
    }, dueAt - Date.now());
    this.timer.unref();
  }

  private async scheduleNext(): Promise<void> {
    if (!this.running) return;
    let next = this.pollMs;
    try {
      const { rows } = await this.sql.query<{ next: unknown }>(
        `SELECT min(notify_next_attempt_at) AS next FROM ${TABLE} WHERE notify_next_attempt_at IS NOT NULL`,
      );
      if (rows[0]?.next) next = Math.min(next, toDate(rows[0].next).getTime() - this.now().getTime());
    } catch (error) {
      if (this.running) this.logger.warn(`looking for due notifications failed: ${String(error)}`);
    }
    // Never back to back: a row that stays due (a failing database) must not spin the loop.
    this.wakeIn(Math.max(next, 20));
  }

  private async work(): Promise<number> {
    const now = this.now();
    // Claimed rows count an attempt and are leased; a crash before release makes them due again.
    const { rows } = await this.sql.query<PaymentRow>(
      `UPDATE ${TABLE} SET notify_attempts = notify_attempts + 1, notify_next_attempt_at = $2
        WHERE order_id IN (
          SELECT order_id FROM ${TABLE}
           WHERE notify_next_attempt_at <= $1
           ORDER BY notify_next_attempt_at LIMIT ${PER_PASS} FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [now, new Date(now.getTime() + this.requestTimeoutMs + LEASE_MARGIN_MS)],
    );
    await Promise.all(rows.map((row) => this.deliver(this.paymentOf(row))));
    return rows.length;
  }

  private async deliver(payment: SandboxPayment): Promise<void> {
    const body = notificationBody({
      orderId: payment.orderId,
      amount: payment.amount,
      tradeNo: payment.tradeNo!,
      paidAt: payment.paidAt!,
    });
    const attempt = await this.send(body);
    const { attempts } = payment.notification;
    const now = this.now();
    if (attempt.ok) {
      await this.sql.query(
        `UPDATE ${TABLE} SET notify_delivered_at = $2, notify_next_attempt_at = NULL, notify_last_error = NULL
          WHERE order_id = $1`,
        [payment.orderId, now],
      );
      const copies = await Promise.all(Array.from({ length: this.options.duplicates }, () => this.send(body)));
      const failed = copies.filter((copy) => !copy.ok).length;
      if (failed > 0) this.logger.warn(`order ${payment.orderId}: ${failed} duplicate notification(s) not accepted`);
      return;
    }
    if (attempt.aborted) {
      // Stopped mid-attempt: not the endpoint's fault; owed again at once (after a restart).
      await this.sql.query(
        `UPDATE ${TABLE} SET notify_attempts = $2, notify_next_attempt_at = $3 WHERE order_id = $1`,
        [payment.orderId, attempts - 1, now],
      );
      return;
    }
    const giveUp = attempts >= this.options.maxAttempts;
    await this.sql.query(
      `UPDATE ${TABLE} SET notify_next_attempt_at = $2, notify_last_error = $3 WHERE order_id = $1`,
      [
        payment.orderId,
        giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts, this.options.retryBaseMs)),
        attempt.error.slice(0, 500),
      ],
    );
    if (giveUp) {
      this.logger.warn(`order ${payment.orderId}: notification given up after ${attempts} attempts (${attempt.error})`);
    }
  }

  private async send(body: string): Promise<Attempt> {
    const signal = AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.requestTimeoutMs)]);
    try {
      const response = await fetch(`${this.options.baseUrl()}${SANDBOX_NOTIFY_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [GATEWAY_SIGN_HEADER]: signGatewayBody(this.options.secret, body),
        },
        body,
        signal,
      });
      const answer = await response.text();
      if (response.ok) return { ok: true };
      return { ok: false, error: `HTTP ${response.status}: ${answer.slice(0, 200)}`, aborted: false };
    } catch (error) {
      return { ok: false, error: String(error), aborted: this.abort.signal.aborted };
    }
  }
  private paymentOf(row: PaymentRow): SandboxPayment {
    return paymentOfRow(row, this.now());
  }
}

function assertOptions(options: SandboxPaymentGatewayOptions): void {
  const check = (name: string, value: number, ok: boolean) => {
    if (!Number.isFinite(value) || !ok) throw new Error(`sandbox payment gateway: ${name} out of range (got ${value})`);
  };
  check('notifyDelayMs', options.notifyDelayMs, options.notifyDelayMs >= 0);
  check('maxAttempts', options.maxAttempts, Number.isInteger(options.maxAttempts) && options.maxAttempts >= 1);
  check('duplicates', options.duplicates, Number.isInteger(options.duplicates) && options.duplicates >= 0);
  check('retryBaseMs', options.retryBaseMs, options.retryBaseMs >= 0);
  if (!options.secret) throw new Error('sandbox payment gateway: the gateway secret is empty');
}
