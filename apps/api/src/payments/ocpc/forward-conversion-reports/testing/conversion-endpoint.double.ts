// A local stand-in for the marketing endpoint that takes conversion reports (a real node:http server
// on 127.0.0.1): it checks what a real receiver checks (a POST of UTF-8 JSON with the documented
// fields, an Idempotency-Key, and, when it knows the secret, the HMAC-SHA256 of the exact body:
// 401 otherwise), answers the scripted statuses first and then 200, and counts each report's
// deliveries by key (a repeat is answered 200 again, as idempotent receivers do, and counted).
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeliveredReport {
  key: string;
  signature: string | undefined;
  body: Record<string, unknown>;
  /** The status the double answered. */
  status: number;
}

export interface ConversionEndpointDouble {
  url: string;
  /** Every request it answered, in order (refused ones included). */
  requests: DeliveredReport[];
  /** Statuses to answer next, before it answers 200 again. */
  statuses: number[];
  /** Deliveries it accepted (2xx), per idempotency key. */
  acceptedFor(key: string): number;
  close(): Promise<void>;
}

const FIELDS = ['report_id', 'player_id', 'order_id', 'promotion_id', 'logid_url', 'new_type', 'created_at'];

function signatureMatches(secret: string, raw: Buffer, given: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function startConversionEndpoint(options: { secret?: string } = {}): Promise<ConversionEndpointDouble> {
  const requests: DeliveredReport[] = [];
  const statuses: number[] = [];
  const accepted = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const key = String(request.headers['idempotency-key'] ?? '');
      const signature = request.headers['x-lootledger-signature'] as string | undefined;
      const answer = (status: number, body: Record<string, unknown>, parsed: Record<string, unknown> = {}) => {
        requests.push({ key, signature, body: parsed, status });
        if (status >= 200 && status < 300) accepted.set(key, (accepted.get(key) ?? 0) + 1);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method !== 'POST') return answer(405, { error: 'method' });
      if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) return answer(415, { error: 'type' });
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return answer(400, { error: 'json' });
      }
      if (!key || FIELDS.some((field) => !(field in parsed))) return answer(400, { error: 'fields' }, parsed);
      if (options.secret !== undefined && !signatureMatches(options.secret, raw, signature)) {
        return answer(401, { error: 'signature' }, parsed);
      }
      const scripted = statuses.shift();
      if (scripted !== undefined) return answer(scripted, { error: 'scripted' }, parsed);
      answer(200, { ok: true }, parsed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/conversions`,
    requests,
    statuses,
    acceptedFor: (key) => accepted.get(key) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
