// Request signing (contract section 5): the one implementation, used by the API, the player web,
// the admin console, the tests and the bench. Pure TypeScript SHA-256/HMAC so it runs the same in
// Node and in any browser (WebCrypto is missing on plain-http pages served to phones).
import { canonicalLines } from './canonical-request';

export { canonicalLines };

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** SHA-256's initial state. */
export function sha256InitialState(): Uint32Array {
  return new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
}

/**
 * SHA-256's compression of the padded 64-byte blocks of `view` into the state `h`; `w` is a 64-word
 * scratch. Apart from sha256() below, the proof-of-work solver calls it on reused buffers.
 */
export function sha256Blocks(h: Uint32Array, w: Uint32Array, view: DataView): void {
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
}

/** The message padded to whole blocks (0x80, zeros, the bit length), as sha256Blocks reads it. */
export function sha256Padded(message: Uint8Array): Uint8Array {
  const bitLength = message.length * 8;
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  return padded;
}

export function sha256(message: Uint8Array): Uint8Array {
  const h = sha256InitialState();
  sha256Blocks(h, new Uint32Array(64), new DataView(sha256Padded(message).buffer));
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]);
  return out;
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i] ^ 0x36;
    outer[i] = block[i] ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export interface SignatureInput {
  method: string;
  /** The path with its query string exactly as sent, e.g. /api/storage?page=1&status=0 */
  path: string;
  timestamp: string;
  nonce: string;
  /** The raw body bytes (or its text); empty for no body. */
  body?: Uint8Array | string;
}

/** The five lines of contract section 5, joined by \n. */
export function canonicalRequest(input: SignatureInput): string {
  const body =
    input.body === undefined ? new Uint8Array() : typeof input.body === 'string' ? utf8(input.body) : input.body;
  return canonicalLines(input, body.length === 0 ? '' : toHex(sha256(body)));
}

export function signRequest(secret: string, input: SignatureInput): string {
  return toHex(hmacSha256(utf8(secret), utf8(canonicalRequest(input))));
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters [A-Za-z0-9] from the platform's secure random source. */
export function createNonce(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  let nonce = '';
  for (const byte of bytes) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  return nonce;
}

/**
 * The name of the meta tag in which the server hands its served web apps the signing key
 * (`<meta name="lootledger-signing-key" content="...">` in index.html), so that they sign with the
 * configured APP_SIGNING_SECRET without a rebuild. Not a secret from browsers (contract section 5).
 */
export const SIGNING_KEY_META = 'lootledger-signing-key';

/** The three signing headers for a request, with the current time unless one is given. */
export function signingHeaders(
  secret: string,
  request: { method: string; path: string; body?: Uint8Array | string },
  now: { timestamp?: string; nonce?: string } = {},
): Record<'X-Timestamp' | 'X-Nonce' | 'X-Sign', string> {
  const timestamp = now.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = now.nonce ?? createNonce();
  return {
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Sign': signRequest(secret, { ...request, timestamp, nonce }),
  };
}
