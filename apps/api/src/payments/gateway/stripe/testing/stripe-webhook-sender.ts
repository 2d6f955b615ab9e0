// How the Stripe double delivers webhook events, as Stripe does: the event as pretty-printed JSON
// (so only the raw bytes verify, not a re-serialised body), POSTed with
//   Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(whsec secret, "<t>.<payload>")>
// signed anew for every attempt, retried after a non-2xx answer or a network error, and repeated
// (duplicates) after success, as Stripe sends an event "at least once".
import { createHmac } from 'node:crypto';

/** The signature header of one delivery (what stripe.webhooks.generateTestHeaderString makes too). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface DeliveryOptions {
  /** Extra copies after the first 2xx answer. Default 0. */
  duplicates?: number;
  /** Attempts until a 2xx answer (the first included). Default the double's (3). */
  attempts?: number;
  /** Sign with another secret (a forger, or a rotated secret). */
  secret?: string;
  /** Sign with this timestamp (unix seconds) instead of the double's clock (an old, replayed delivery). */
  timestamp?: number;
}

export interface DeliveryAttempt {
  eventId: string;
  /** HTTP status, or 0 when the request failed (network, timeout). */
  status: number;
  body: string;
}

export interface WebhookTarget {
  url: string;
  secret: string;
  /** Unix seconds now (the double's clock). */
  nowSeconds: () => number;
  /** Wait between failed attempts (ms): short in tests; Stripe's own backoff spans three days. */
  retryDelayMs: number;
  attempts: number;
}

/** Sends one event: attempts until a 2xx answer, then the duplicates; answers every attempt made. */
export async function deliverEvent(
  target: WebhookTarget,
  event: { id: string },
  options: DeliveryOptions = {},
): Promise<DeliveryAttempt[]> {
  const payload = JSON.stringify(event, null, 2);
  const made: DeliveryAttempt[] = [];
  const attempts = options.attempts ?? target.attempts;
  const send = async () => {
    const timestamp = options.timestamp ?? target.nowSeconds();
    const header = stripeSignatureHeader(payload, options.secret ?? target.secret, timestamp);
    const attempt = await post(target.url, payload, header);
    made.push({ eventId: event.id, ...attempt });
    return attempt.status >= 200 && attempt.status < 300;
  };
  let delivered = false;
  for (let n = 0; n < attempts && !delivered; n++) {
    if (n > 0) await new Promise((resolve) => setTimeout(resolve, target.retryDelayMs));
    delivered = await send();
  }
  if (delivered) await Promise.all(Array.from({ length: options.duplicates ?? 0 }, () => send()));
  return made;
}

async function post(url: string, payload: string, signature: string): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signature,
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}
