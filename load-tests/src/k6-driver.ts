// Runs the flows in k6: each call through k6/http (tagged by its name, so thresholds and the summary
// group by call), signing with k6/crypto, pauses with k6's sleep. A flow's refusal becomes a failed
// check and a journey_failures count; the iteration ends there.
import { check, sleep } from 'k6';
import crypto from 'k6/crypto';
import http from 'k6/http';
import { Counter, Rate } from 'k6/metrics';
import { assertLoopback, FlowError, nonceFromBytes, type Flow, type LoadCrypto, type Target } from './requests.ts';

export const journeyFailures = new Counter('journey_failures');
export const journeySuccess = new Rate('journey_success');

export const k6Crypto: LoadCrypto = {
  sha256Hex: (text) => crypto.sha256(text, 'hex'),
  hmacSha256Hex: (key, text) => crypto.hmac('sha256', key, text, 'hex'),
  nonce: () => nonceFromBytes(new Uint8Array(crypto.randomBytes(32))),
  nowSeconds: () => Math.floor(Date.now() / 1000),
};

/** The target from the environment: BASE_URL (loopback only) and APP_SIGNING_SECRET. */
export function targetFromEnv(): Target {
  const baseUrl = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
  assertLoopback(baseUrl);
  return {
    baseUrl,
    signingSecret: __ENV.APP_SIGNING_SECRET || 'lootledger-dev-signing-secret-change-me',
    crypto: k6Crypto,
  };
}

/** Drives a flow to its end with k6's blocking calls. */
export function drive<Result>(target: Target, flow: Flow<Result>): Result {
  let next = flow.next();
  while (!next.done) {
    const step = next.value;
    if (step.kind === 'pause') {
      sleep(step.seconds);
      next = flow.next();
      continue;
    }
    const response = http.request(step.method, `${target.baseUrl}${step.path}`, step.body ?? null, {
      headers: step.headers,
      tags: { name: step.name },
    });
    next = flow.next({ status: response.status, body: typeof response.body === 'string' ? response.body : '' });
  }
  return next.value;
}

/** Drives a flow as one journey step: true when it finished, false (counted) when refused. */
export function attempt<Result>(target: Target, what: string, flow: Flow<Result>): Result | undefined {
  try {
    const result = drive(target, flow);
    journeySuccess.add(1);
    check(result, { [`${what} completed`]: () => true });
    return result;
  } catch (error) {
    journeySuccess.add(0);
    journeyFailures.add(1, { step: what });
    const message = error instanceof FlowError ? error.message : String(error);
    check(message, { [`${what} completed`]: () => false });
    console.warn(`${what}: ${message}`);
    return undefined;
  }
}
