// The unit draw of fairness.md: every random outcome starts from one float in [0, 1) made of
// HMAC-SHA256(server seed, "client_seed:nonce:cursor").
import { utf8 } from '@lootledger/contracts';
import { FairnessError, isSafeInteger } from './fairness-error';
import { keyedHmacSha256 } from './keyed-hmac';

/** Draws floats for one server seed; the pads of its HMAC key are computed once. */
export type UnitFloatSource = (clientSeed: string, nonce: number, cursor?: number) => number;

// Draw messages are ASCII in practice; encoding them by hand into one buffer roughly halves the cost
// of a draw. Anything else goes through the UTF-8 encoder, with the same bytes as a result.
const messageBuffer = new Uint8Array(256);

function encodeMessage(text: string): Uint8Array {
  if (text.length > messageBuffer.length) return utf8(text);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return utf8(text);
    messageBuffer[i] = code;
  }
  return messageBuffer.subarray(0, text.length);
}

export function unitFloatFor(serverSeed: string): UnitFloatSource {
  const hmac = keyedHmacSha256(utf8(serverSeed));
  return (clientSeed, nonce, cursor = 0) => {
    if (!isSafeInteger(nonce) || nonce < 0)
      throw new FairnessError('INVALID_NONCE', `nonce must be a non-negative integer, got ${nonce}`);
    if (!isSafeInteger(cursor) || cursor < 0)
      throw new FairnessError('INVALID_CURSOR', `cursor must be a non-negative integer, got ${cursor}`);
    const h = hmac(encodeMessage(`${clientSeed}:${nonce}:${cursor}`));
    return h[0] / 256 + h[1] / 256 ** 2 + h[2] / 256 ** 3 + h[3] / 256 ** 4;
  };
}

// Callers draw many floats from one seed in a row (a battle, a bulk open, an audit of a player's
// pair), so the source of the last seed is kept. Deterministic either way.
let lastSeed: string | undefined;
let lastSource: UnitFloatSource | undefined;

/** float(server_seed, client_seed, nonce, cursor) of fairness.md, in [0, 1). */
export function unitFloat(serverSeed: string, clientSeed: string, nonce: number, cursor = 0): number {
  if (lastSource === undefined || lastSeed !== serverSeed) {
    lastSource = unitFloatFor(serverSeed);
    lastSeed = serverSeed;
  }
  return lastSource(clientSeed, nonce, cursor);
}
