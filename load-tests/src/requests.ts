// Building the platform's signed requests without a runtime of its own: the load tests' one way to
// make a call, driven by k6 (k6/http, k6/crypto) in the scenarios and by Node in the jest test that
// proves the flows against a running API. The canonical form comes from libs/contracts (the one
// signing implementation); the hash and HMAC come from the driver's crypto.
import { canonicalLines } from '../../libs/contracts/src/canonical-request.ts';

/** What a driver supplies: k6/crypto in k6, node:crypto in the jest test. */
export interface LoadCrypto {
  /** Lowercase hex SHA-256 of the text's UTF-8 bytes. */
  sha256Hex(text: string): string;
  /** Lowercase hex HMAC-SHA256 of the text's UTF-8 bytes under the key's UTF-8 bytes. */
  hmacSha256Hex(key: string, text: string): string;
  /** 32 random characters [A-Za-z0-9] (contract section 5). */
  nonce(): string;
  /** Unix time in seconds. */
  nowSeconds(): number;
}

/** One HTTP call as a flow wants it sent. `name` groups calls in the metrics (k6's `name` tag). */
export interface CallStep {
  kind: 'call';
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A pause (polling a pending order, a player's think time). */
export interface PauseStep {
  kind: 'pause';
  seconds: number;
}

export type Step = CallStep | PauseStep;

/** What the driver hands back for a call. */
export interface Reply {
  status: number;
  body: string;
}

/** A flow: yields steps, receives each call's reply, returns its result. */
export type Flow<Result> = Generator<Step, Result, Reply | undefined>;

export interface Target {
  /** The API's address; load tests may only target loopback (checked by assertLoopback). */
  baseUrl: string;
  /** APP_SIGNING_SECRET of the target. */
  signingSecret: string;
  crypto: LoadCrypto;
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 nonce characters from random bytes (k6's crypto.randomBytes, Node's randomBytes). */
export function nonceFromBytes(bytes: ArrayLike<number>): string {
  let nonce = '';
  for (let i = 0; i < 32; i++) nonce += NONCE_ALPHABET[bytes[i] % NONCE_ALPHABET.length];
  return nonce;
}

/** Load tests may only target this machine. */
export function assertLoopback(baseUrl: string): void {
  const match = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.exec(baseUrl);
  if (!match) throw new Error(`load tests may only target 127.0.0.1 (BASE_URL=${baseUrl})`);
}

/** A signed call of contract section 5 (every /api call), with the player's bearer token if any. */
export function apiCall(
  target: Target,
  name: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  token?: string,
): CallStep {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const timestamp = String(target.crypto.nowSeconds());
  const nonce = target.crypto.nonce();
  const lines = canonicalLines({ method, path, timestamp, nonce }, body ? target.crypto.sha256Hex(body) : '');
  const headers: Record<string, string> = {
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Sign': target.crypto.hmacSha256Hex(target.signingSecret, lines),
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return { kind: 'call', name, method, path, headers, body };
}

/** An unsigned call outside /api (the sandbox providers). */
export function plainCall(name: string, method: 'GET' | 'POST', path: string): CallStep {
  return { kind: 'call', name, method, path, headers: { Accept: 'application/json' } };
}

/** A call's reply refused by a flow: which call, what came back. */
export class FlowError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly key: string | undefined,
    detail: string,
  ) {
    super(`${call}: ${status}${key ? ` ${key}` : ''} ${detail}`);
    this.name = 'FlowError';
  }
}

interface Envelope<Data> {
  code: number;
  message?: string;
  data: Data;
  error?: string;
}

/** Sends a call and returns its envelope's data; anything but a 200 envelope is a FlowError. */
export function* send<Data>(step: CallStep): Flow<Data> {
  const reply = yield step;
  if (!reply) throw new FlowError(step.name, 0, undefined, 'no reply');
  let envelope: Envelope<Data>;
  try {
    envelope = JSON.parse(reply.body) as Envelope<Data>;
  } catch {
    throw new FlowError(step.name, reply.status, undefined, `not JSON: ${reply.body.slice(0, 200)}`);
  }
  if (reply.status !== 200) {
    throw new FlowError(step.name, reply.status, envelope.error, envelope.message ?? '');
  }
  return envelope.data;
}

/** Sends a call outside the envelope (sandbox pages answer plain JSON). */
export function* sendPlain<Data>(step: CallStep): Flow<Data> {
  const reply = yield step;
  if (!reply) throw new FlowError(step.name, 0, undefined, 'no reply');
  if (reply.status !== 200) throw new FlowError(step.name, reply.status, undefined, reply.body.slice(0, 200));
  return JSON.parse(reply.body) as Data;
}

export function pause(seconds: number): PauseStep {
  return { kind: 'pause', seconds };
}
