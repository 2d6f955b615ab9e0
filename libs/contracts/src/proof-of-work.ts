// The sign-in challenge (hashcash): when an account is under attack from many addresses, a sign-in
// must carry a nonce such that SHA-256(challenge id + nonce) starts with `bits` zero bits. The API
// checks one hash; the web apps and the tests find the nonce with solveChallenge. Pure JavaScript on
// reused buffers: WebCrypto is missing on plain-http pages, and a promise per digest is ~50x slower.
import { sha256, sha256Blocks, sha256InitialState, sha256Padded, utf8 } from './signing';

/** What a CHALLENGE_REQUIRED refusal carries in `data.challenge`. */
export interface SignInChallenge {
  /** 32 lowercase hex characters; single use. */
  id: string;
  /** Leading zero bits SHA-256(id + nonce) must have. */
  bits: number;
  /** ISO-8601; the challenge is refused after this. */
  expires_at: string;
}

/** What the client sends back, as `challenge` in the sign-in body. */
export interface SolvedChallenge {
  id: string;
  nonce: string;
}

/** Digits of the solver's nonce: 10^12 tries, far beyond any difficulty the API asks for. */
const NONCE_DIGITS = 12;

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** True when SHA-256(id + nonce) has at least `bits` leading zero bits. */
export function meetsChallenge(id: string, nonce: string, bits: number): boolean {
  return leadingZeroBits(sha256(utf8(id + nonce))) >= bits;
}

/**
 * Finds a nonce for the challenge. Works in slices of `sliceMs` and yields between them, so a page
 * stays responsive while it solves (~2^bits hashes on average).
 */
export async function solveChallenge(challenge: SignInChallenge, sliceMs = 30): Promise<SolvedChallenge> {
  const prefix = utf8(challenge.id);
  // One padded block, in which only the nonce's digits change from try to try.
  const block = sha256Padded(new Uint8Array(prefix.length + NONCE_DIGITS));
  block.set(prefix);
  const view = new DataView(block.buffer);
  const h = new Uint32Array(8);
  const w = new Uint32Array(64);
  const initial = sha256InitialState();
  const fullWords = challenge.bits >>> 5;
  const restMask = challenge.bits % 32 === 0 ? 0 : ~0 << (32 - (challenge.bits % 32));
  for (let counter = 0; ;) {
    const sliceEnd = Date.now() + sliceMs;
    do {
      let digits = counter++;
      for (let i = prefix.length + NONCE_DIGITS - 1; i >= prefix.length; i--) {
        block[i] = 48 + (digits % 10);
        digits = Math.floor(digits / 10);
      }
      h.set(initial);
      sha256Blocks(h, w, view);
      let ok = true;
      for (let i = 0; i < fullWords && ok; i++) ok = h[i] === 0;
      if (ok && (restMask === 0 || (h[fullWords] & restMask) === 0)) {
        return {
          id: challenge.id,
          nonce: new TextDecoder().decode(block.subarray(prefix.length, prefix.length + NONCE_DIGITS)),
        };
      }
    } while (counter % 1024 !== 0 || Date.now() < sliceEnd);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The challenge a CHALLENGE_REQUIRED refusal's `data` carries, if it is one. */
export function challengeIn(data: unknown): SignInChallenge | null {
  const challenge = (data as { challenge?: Partial<SignInChallenge> } | null)?.challenge;
  return typeof challenge?.id === 'string' && typeof challenge.bits === 'number'
    ? (challenge as SignInChallenge)
    : null;
}
