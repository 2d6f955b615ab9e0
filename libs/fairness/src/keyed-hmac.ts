// HMAC-SHA256 under one fixed key, for the draw hot path. Every draw of a seed pair is an HMAC keyed
// by the same server seed, so the key's inner and outer pad blocks are hashed once here, and each
// message then costs two block compressions with no allocations but the result. It must equal
// `hmacSha256` of @lootledger/contracts byte for byte (the spec checks both against node:crypto);
// it is pure TypeScript so it runs the same in the browser.
import { sha256 } from '@lootledger/contracts';

// prettier-ignore
const K = Int32Array.of(
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
);

const INITIAL_STATE = Int32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
);

// Scratch space shared by all keys: the functions below are synchronous and never re-entered.
const schedule = new Int32Array(64);
const state = new Int32Array(8);
const tail = new Uint8Array(128);
const innerDigest = new Uint8Array(32);

/** Mixes the 64-byte block at `offset` into `h` (one SHA-256 compression), in 32-bit integer arithmetic. */
function compress(h: Int32Array, block: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (block[j] << 24) | (block[j + 1] << 16) | (block[j + 2] << 8) | block[j + 3];
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = h[0];
  let b = h[1];
  let c = h[2];
  let d = h[3];
  let e = h[4];
  let f = h[5];
  let g = h[6];
  let hh = h[7];
  for (let i = 0; i < 64; i++) {
    const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (hh + sigma1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (sigma0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0] + a) | 0;
  h[1] = (h[1] + b) | 0;
  h[2] = (h[2] + c) | 0;
  h[3] = (h[3] + d) | 0;
  h[4] = (h[4] + e) | 0;
  h[5] = (h[5] + f) | 0;
  h[6] = (h[6] + g) | 0;
  h[7] = (h[7] + hh) | 0;
}

/** Hashes `message` into `h`, which has already absorbed `prefixLength` bytes (whole blocks), and pads. */
function finish(h: Int32Array, message: Uint8Array, prefixLength: number): void {
  const wholeBlocks = message.length >>> 6;
  for (let block = 0; block < wholeBlocks; block++) compress(h, message, block * 64);
  const rest = message.length - wholeBlocks * 64;
  tail.fill(0);
  for (let i = 0; i < rest; i++) tail[i] = message[wholeBlocks * 64 + i];
  tail[rest] = 0x80;
  const tailLength = rest + 9 <= 64 ? 64 : 128;
  const bitLength = (prefixLength + message.length) * 8;
  const high = (bitLength / 0x100000000) >>> 0;
  const low = bitLength >>> 0;
  for (let i = 0; i < 4; i++) {
    tail[tailLength - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    tail[tailLength - 4 + i] = (low >>> (24 - 8 * i)) & 0xff;
  }
  compress(h, tail, 0);
  if (tailLength === 128) compress(h, tail, 64);
}

function writeState(h: Int32Array, out: Uint8Array): void {
  for (let i = 0; i < 8; i++) {
    out[i * 4] = h[i] >>> 24;
    out[i * 4 + 1] = (h[i] >>> 16) & 0xff;
    out[i * 4 + 2] = (h[i] >>> 8) & 0xff;
    out[i * 4 + 3] = h[i] & 0xff;
  }
}

/** HMAC-SHA256(key, message) as a function of the message; equal to `hmacSha256(key, message)`. */
export function keyedHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyBlock = new Uint8Array(64);
  keyBlock.set(key.length > 64 ? sha256(key) : key);
  const pad = new Uint8Array(64);
  const innerStart = INITIAL_STATE.slice();
  const outerStart = INITIAL_STATE.slice();
  for (let i = 0; i < 64; i++) pad[i] = keyBlock[i] ^ 0x36;
  compress(innerStart, pad, 0);
  for (let i = 0; i < 64; i++) pad[i] = keyBlock[i] ^ 0x5c;
  compress(outerStart, pad, 0);

  return (message) => {
    state.set(innerStart);
    finish(state, message, 64);
    writeState(state, innerDigest);
    state.set(outerStart);
    finish(state, innerDigest, 64);
    const out = new Uint8Array(32);
    writeState(state, out);
    return out;
  };
}
