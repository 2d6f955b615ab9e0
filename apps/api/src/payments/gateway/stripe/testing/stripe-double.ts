// A local double of Stripe's API (the part the Checkout adapter uses), on 127.0.0.1, for the SDK to be
// pointed at (host/port/protocol, i.e. STRIPE_API_BASE). It checks what Stripe checks and answers
// in Stripe's shapes:
//   Authorization: Bearer <secret key>      401 without it or with another key
//   form-encoded bodies as the SDK sends them (line_items[0][price_data][unit_amount]=...); an unknown
//   parameter, a missing or malformed one, an expires_at outside 30 min .. 24 h: 400
//   invalid_request_error naming the param
//   Idempotency-Key on POST: the same key and parameters replay the first answer (a 5xx included,
//   as Stripe keeps it; Idempotent-Replayed: true); the same key with other parameters: 400
//   idempotency_error
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (expand[]=payment_intent),
//   POST /v1/checkout/sessions/:id/expire; an unknown id: 404 resource_missing
// pay(id) completes an open session (a PaymentIntent, payment_status paid) and delivers the signed
// checkout.session.completed event to webhookUrl (stripe-webhook-sender.ts). failNext() makes the
// next requests answer 5xx / 429 or hang (for the SDK's timeout).
import { randomBytes } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverEvent, type DeliveryAttempt, type DeliveryOptions } from './stripe-webhook-sender';
import { sessionFromParams, StripeApiError, type Json } from './stripe-double-params';

export type { Json };

export interface StripeDoubleOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events go (our /api/payments/notify/stripe); settable once the app listens. */
  webhookUrl?: string;
  /** The double's clock (ms). */
  now?: () => number;
  /** Attempts per event until a 2xx answer. Default 3. */
  webhookAttempts?: number;
  /** Wait between failed webhook attempts (ms). Default 10. */
  webhookRetryDelayMs?: number;
}

export type Failure = { status: 500 | 502 | 503 | 429 } | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey?: string;
  stripeVersion?: string;
  status: number;
}

interface Answer {
  status: number;
  body: Json;
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

export class StripeDouble {
  readonly sessions = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: DeliveryAttempt[] = [];
  /** Every event sent, by id (to deliver one again as Stripe does). */
  readonly events = new Map<string, Json & { id: string }>();
  webhookUrl: string;
  now: () => number;
  private readonly failures: Failure[] = [];
  private readonly idempotent = new Map<string, { request: string; answer: Answer }>();

  private constructor(
    private readonly server: http.Server,
    readonly baseUrl: string,
    private readonly options: StripeDoubleOptions,
  ) {
    this.webhookUrl = options.webhookUrl ?? '';
    this.now = options.now ?? (() => Date.now());
  }

  static async start(options: StripeDoubleOptions): Promise<StripeDouble> {
    const started: { double?: StripeDouble } = {};
    const server = http.createServer((request, response) => void started.double?.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    started.double = new StripeDouble(server, `http://127.0.0.1:${port}`, options);
    return started.double;
  }

  /** The next requests (any route) answer these failures, one each, in order. */
  failNext(...failures: Failure[]): void {
    this.failures.push(...failures);
  }

  /** The player pays the open session: it completes, and checkout.session.completed is delivered. */
  async pay(sessionId: string, delivery: DeliveryOptions = {}): Promise<DeliveryAttempt[]> {
    const session = this.current(sessionId);
    if (!session || session.status !== 'open') throw new Error(`stripe double: session ${sessionId} is not open`);
    const created = this.nowSeconds();
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      created,
      status: 'succeeded',
      latest_charge: newId('ch'),
      metadata: (session.payment_intent_data as Json | undefined)?.metadata ?? {},
      livemode: false,
    };
    this.paymentIntents.set(intent.id as string, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
    return this.send(this.event('checkout.session.completed', session), delivery);
  }

  /** An event as Stripe builds it, around a copy of `object`. */
  event(type: string, object: Json): Json & { id: string } {
    const { payment_intent_data: _internal, ...visible } = object;
    return {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: this.nowSeconds(),
      data: { object: structuredClone(visible) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** Delivers an event to webhookUrl (signed, retried, duplicated); every attempt is also in `deliveries`. */
  async send(event: Json & { id: string }, delivery: DeliveryOptions = {}): Promise<DeliveryAttempt[]> {
    this.events.set(event.id, event);
    const made = await deliverEvent(
      {
        url: this.webhookUrl,
        secret: this.options.webhookSecret,
        nowSeconds: () => this.nowSeconds(),
        retryDelayMs: this.options.webhookRetryDelayMs ?? 10,
        attempts: this.options.webhookAttempts ?? 3,
      },
      event,
      delivery,
    );
    this.deliveries.push(...made);
    return made;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** The session as of now: an open one past its expires_at has expired. */
  private current(id: string): Json | undefined {
    const session = this.sessions.get(id);
    if (session?.status === 'open' && this.nowSeconds() >= (session.expires_at as number)) {
      Object.assign(session, { status: 'expired', url: null });
    }
    return session;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.baseUrl);
    const body = Buffer.concat(chunks).toString('utf8');
    const form = request.method === 'GET' ? url.searchParams : new URLSearchParams(body);
    const params = Object.fromEntries(form.entries());
    const key = header(request, 'idempotency-key');
    const record: RecordedRequest = {
      method: request.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey: key,
      stripeVersion: header(request, 'stripe-version'),
      status: 0,
    };
    this.requests.push(record);
    const reply = (answer: Answer, replayed = false) => {
      record.status = answer.status;
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(answer.body, null, 2));
    };

    const auth = header(request, 'authorization');
    if (!auth?.startsWith('Bearer ')) {
      return reply(error(401, 'invalid_request_error', 'You did not provide an API key.'));
    }
    if (auth.slice('Bearer '.length) !== this.options.secretKey) {
      return reply(error(401, 'invalid_request_error', `Invalid API Key provided: ${auth.slice(7, 15)}****`));
    }
    if (
      request.method === 'POST' &&
      !/^application\/x-www-form-urlencoded/.test(header(request, 'content-type') ?? '')
    ) {
      return reply(error(400, 'invalid_request_error', 'Invalid request: expected a form-encoded body'));
    }

    const requestKey = `${request.method} ${url.pathname} ${canonical(params)}`;
    if (request.method === 'POST' && key) {
      const kept = this.idempotent.get(key);
      if (kept && kept.request !== requestKey) {
        return reply(
          error(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      if (kept) return reply(kept.answer, true);
    }
    const failure = this.failures.shift();
    if (failure && 'hang' in failure) return; // never answered: the client's timeout ends it
    if (failure?.status === 429) {
      return reply(error(429, 'invalid_request_error', 'Too many requests hit the API too quickly.', 'rate_limit'));
    }
    const answer = failure
      ? error(failure.status, 'api_error', 'An unknown error occurred')
      : this.route(request.method, url.pathname, params);
    // Stripe keeps the answer of a request it began executing, a 5xx included (a 429 it never began).
    if (request.method === 'POST' && key && answer.status !== 429)
      this.idempotent.set(key, { request: requestKey, answer });
    reply(answer);
  }

  private route(method: string | undefined, path: string, params: Record<string, string>): Answer {
    try {
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const session = sessionFromParams(params, {
          id: newId('cs'),
          created: this.nowSeconds(),
          baseUrl: this.baseUrl,
        });
        this.sessions.set(session.id as string, session);
        return ok(visibleSession(session));
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (match) {
        const session = this.current(decodeURIComponent(match[1]));
        if (!session)
          throw new StripeApiError(404, `No such checkout.session: '${match[1]}'`, 'session', 'resource_missing');
        if (method === 'GET' && !match[2]) return ok(this.expanded(session, params));
        if (method === 'POST' && match[2]) {
          if (session.status !== 'open') {
            throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
          }
          Object.assign(session, { status: 'expired', url: null });
          return ok(visibleSession(session));
        }
      }
      return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    } catch (failure) {
      if (failure instanceof StripeApiError)
        return error(failure.status, 'invalid_request_error', failure.message, failure.code, failure.param);
      throw failure;
    }
  }

  private expanded(session: Json, params: Record<string, string>): Json {
    const visible = visibleSession(session);
    const expand = Object.entries(params)
      .filter(([name]) => /^expand\[\d*\]$/.test(name))
      .map(([, value]) => value);
    for (const field of expand) {
      if (field !== 'payment_intent')
        throw new StripeApiError(400, `This property cannot be expanded (${field}).`, 'expand');
      if (typeof visible.payment_intent === 'string')
        visible.payment_intent = this.paymentIntents.get(visible.payment_intent);
    }
    return visible;
  }
}

function visibleSession(session: Json): Json {
  const { payment_intent_data: _internal, ...visible } = session;
  return structuredClone(visible);
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function canonical(params: Record<string, string>): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const ok = (body: Json): Answer => ({ status: 200, body });

function error(status: number, type: string, message: string, code?: string, param?: string): Answer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } };
}
