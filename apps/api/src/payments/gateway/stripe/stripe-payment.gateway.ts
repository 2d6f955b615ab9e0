// The Stripe gateway (PAYMENT_PROVIDERS=...,stripe; pay_way 9, card) behind the payment-gateway port,
// through Stripe Checkout: one Checkout Session per order, paid on Stripe's page.
//   createPayment  checkout.sessions.create (mode payment, one line in cny at the price in fen,
//                  metadata.order_id = client_reference_id = our order id, expires_at = the order's
//                  expiry clamped to what Stripe takes: 30 min to 24 h ahead), Idempotency-Key
//                  `order-<id>`; the session is kept in our table, so a repeat (a reloaded payment page)
//                  answers its URL without asking Stripe. qrUrl and h5Url are both the session's URL.
//   queryPayment   retrieves the session: paid -> the payment (tradeNo the PaymentIntent id), open ->
//                  unpaid, expired -> closed, none -> not_found.
//   closePayment   expires the open session; one already expired is closed, one paid meanwhile 'paid'.
// Connection errors, timeouts, 409, 429 and 5xx answers are PaymentGatewayUnavailableError.
import type { OnModuleInit } from '@nestjs/common';
import Stripe from 'stripe';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import {
  PaymentGatewayUnavailableError,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentGateway,
  type PaymentQueryRequest,
  type PaymentQueryResult,
  type PayWay,
} from '../payment-gateway.port';
import { orderIdOf, paymentOfSession, STRIPE_CURRENCY, STRIPE_GATEWAY } from './stripe-checkout';
import { STRIPE_PAYMENT_MIGRATIONS, STRIPE_SESSIONS_TABLE as TABLE } from './stripe-payment.migrations';

export interface StripePaymentGatewayOptions {
  /** This platform's absolute URL as players reach it (PUBLIC_BASE_URL), for Checkout's return links. */
  baseUrl: () => string;
  now?: () => Date;
}

/** Stripe takes a session's expires_at from 30 minutes to 24 hours after its creation. */
export const MIN_SESSION_TTL_MS = 30 * 60_000;
export const MAX_SESSION_TTL_MS = 24 * 3600_000;
/** Kept off both limits: our clock and Stripe's may differ a little, and the request takes time. */
const LIMIT_MARGIN_MS = 60_000;

/** Asked to create a payment again for the same order id with another amount. */
export class StripePaymentConflictError extends Error {
  constructor(readonly orderId: string) {
    super(`stripe gateway: order ${orderId} already has a Checkout Session of another amount`);
    this.name = 'StripePaymentConflictError';
  }
}

interface SessionRow {
  order_id: string;
  amount: string | number | bigint;
  expires_at: unknown;
  session_id: string | null;
  url: string | null;
  create_attempt: number | string;
}

export class StripePaymentGateway implements PaymentGateway, OnModuleInit {
  readonly name = STRIPE_GATEWAY;
  readonly payWays: readonly PayWay[] = ['card'];
  now: () => Date;

  constructor(
    private readonly stripe: Stripe,
    private readonly sql: SqlClient,
    private readonly options: StripePaymentGatewayOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** A gateway on a database whose tables exist (runs the migrations; for tests and tools). */
  static async open(
    stripe: Stripe,
    sql: SqlClient,
    options: StripePaymentGatewayOptions,
  ): Promise<StripePaymentGateway> {
    const gateway = new StripePaymentGateway(stripe, sql, options);
    await gateway.onModuleInit();
    return gateway;
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, STRIPE_PAYMENT_MIGRATIONS);
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    if (request.payWay !== 'card') throw new Error(`stripe gateway: pay way ${request.payWay} is not a card`);
    if (request.amount <= 0n || request.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new Error(`stripe gateway: amount ${request.amount} out of range`);
    }
    const now = this.now();
    await this.sql.query(
      `INSERT INTO ${TABLE} (order_id, amount, expires_at, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO NOTHING`,
      [request.orderId, request.amount.toString(), sessionExpiry(request.expiresAt, now), now],
    );
    const row = await this.row(request.orderId);
    if (!row) throw new Error(`stripe gateway: the session row of order ${request.orderId} vanished`);
    if (BigInt(row.amount) !== request.amount) throw new StripePaymentConflictError(request.orderId);
    if (row.session_id && row.url) return { qrUrl: row.url, h5Url: row.url };

    const attempt = Number(row.create_attempt);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(this.sessionParams(request, toDate(row.expires_at)), {
        // A retry (a timeout, a reload) with the same parameters answers the same session.
        idempotencyKey: attempt === 0 ? `order-${request.orderId}` : `order-${request.orderId}-${attempt}`,
      });
    } catch (error) {
      if (isApiAnswer5xx(error)) {
        // Stripe keeps a 5xx answer for its Idempotency-Key and replays it: the next try takes a
        // new key, and a fresh expiry (the kept one may be under 30 minutes ahead by then).
        await this.sql.query(
          `UPDATE ${TABLE} SET create_attempt = create_attempt + 1, expires_at = $3
            WHERE order_id = $1 AND create_attempt = $2 AND session_id IS NULL`,
          [request.orderId, attempt, sessionExpiry(request.expiresAt, this.now())],
        );
      }
      throw this.failure(error);
    }
    if (orderIdOf(session) !== request.orderId || !session.url) {
      throw new Error(`stripe gateway: Checkout Session ${session.id} is not the open session of ${request.orderId}`);
    }
    await this.sql.query(`UPDATE ${TABLE} SET session_id = $2, url = $3 WHERE order_id = $1`, [
      request.orderId,
      session.id,
      session.url,
    ]);
    return { qrUrl: session.url, h5Url: session.url };
  }

  async queryPayment(order: PaymentQueryRequest): Promise<PaymentQueryResult> {
    const session = await this.session(order.orderId);
    if (!session) return { status: 'not_found' };
    if (session.status === 'expired') return { status: 'closed' };
    if (session.status === 'complete' && session.payment_status === 'paid') {
      const intent = session.payment_intent;
      // Checkout creates the PaymentIntent when the player confirms: the moment the order was paid.
      const paidAt = typeof intent === 'object' && intent ? new Date(intent.created * 1000) : this.now();
      const payment = paymentOfSession(session, paidAt);
      if (payment.kind === 'payment') return { status: 'paid', notification: payment.notification };
      throw new Error(
        `stripe gateway: session ${session.id} of order ${order.orderId} is paid, but ${JSON.stringify(payment)}`,
      );
    }
    // Open, or complete with an asynchronous payment still on its way.
    return { status: 'unpaid' };
  }

  async closePayment(order: PaymentQueryRequest): Promise<'closed' | 'paid'> {
    const row = await this.row(order.orderId);
    if (!row?.session_id) return 'closed';
    try {
      await this.stripe.checkout.sessions.expire(row.session_id);
      return 'closed';
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw this.failure(error);
    }
    // Stripe expires open sessions only: this one was expired already, or completed meanwhile.
    const session = await this.session(order.orderId);
    if (!session || session.status === 'expired') return 'closed';
    if (session.status === 'complete') return 'paid';
    throw new Error(`stripe gateway: session ${session.id} of order ${order.orderId} is open but cannot be expired`);
  }

  /** The order's session as Stripe has it now (its PaymentIntent expanded), or undefined. */
  private async session(orderId: string): Promise<Stripe.Checkout.Session | undefined> {
    const row = await this.row(orderId);
    if (!row?.session_id) return undefined;
    try {
      return await this.stripe.checkout.sessions.retrieve(row.session_id, { expand: ['payment_intent'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return undefined;
      }
      throw this.failure(error);
    }
  }

  private sessionParams(request: CreatePaymentRequest, expiresAt: Date): Stripe.Checkout.SessionCreateParams {
    const back = `${this.options.baseUrl()}/user/Payment?id=${encodeURIComponent(request.orderId)}`;
    return {
      mode: 'payment',
      payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: STRIPE_CURRENCY,
            unit_amount: Number(request.amount),
            product_data: { name: request.subject },
          },
        },
      ],
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId },
      payment_intent_data: { metadata: { order_id: request.orderId } },
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      success_url: back,
      cancel_url: back,
    };
  }

  private async row(orderId: string): Promise<SessionRow | undefined> {
    const { rows } = await this.sql.query<SessionRow>(
      `SELECT order_id, amount, expires_at, session_id, url, create_attempt FROM ${TABLE} WHERE order_id = $1`,
      [orderId],
    );
    return rows[0];
  }

  /** Temporary failures become PaymentGatewayUnavailableError; the others stay what they are. */
  private failure(error: unknown): unknown {
    return isTemporary(error)
      ? new PaymentGatewayUnavailableError(this.name, `stripe: ${(error as Error).message}`)
      : error;
  }
}

/** The order's expiry, within what Stripe takes at `now` (a short order TTL gets Stripe's 30 minutes). */
export function sessionExpiry(orderExpiresAt: Date, now: Date): Date {
  const earliest = now.getTime() + MIN_SESSION_TTL_MS + LIMIT_MARGIN_MS;
  const latest = now.getTime() + MAX_SESSION_TTL_MS - LIMIT_MARGIN_MS;
  const seconds = Math.ceil(Math.min(Math.max(orderExpiresAt.getTime(), earliest), latest) / 1000);
  return new Date(seconds * 1000);
}

function isApiAnswer5xx(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500;
}

/** No answer, or one that says "try again later": connection, timeout, 409 (a concurrent request), 429, 5xx. */
export function isTemporary(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  if (error instanceof Stripe.errors.StripeRateLimitError || error instanceof Stripe.errors.StripeAPIError) return true;
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status === 409 || status === 429 || status >= 500;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
