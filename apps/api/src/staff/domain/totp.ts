// Time-based one-time passwords for staff sign-in: RFC 4226 HOTP and RFC 6238 TOTP (HMAC-SHA-1,
// 6 digits, 30-second steps), the base32 secrets authenticator apps read, and the otpauth:// URL of
// the enrolment QR code. Pure: the time arrives as an argument; node:crypto only computes HMACs.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one that still count (clock drift, a code typed at a step's end). */
export const TOTP_TOLERANCE_STEPS = 1;
export const TOTP_ISSUER = 'Lootledger';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// secrets use). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 as people copy it (any case, spaces, padding); undefined for any other character. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226: the HMAC-based one-time password of a counter. */
export function hotp(
  secret: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238: the time step of a moment (Unix milliseconds). */
export function totpStep(unixMillis: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(unixMillis / 1000 / period);
}

/** RFC 6238: the code of a moment (Unix milliseconds). */
export function totp(
  secret: Uint8Array,
  unixMillis: number,
  options: { digits?: number; algorithm?: TotpAlgorithm; period?: number } = {},
): string {
  return hotp(secret, totpStep(unixMillis, options.period), options.digits, options.algorithm);
}

/**
 * The time step a typed code matches: the current step or one either side, and only a step later
 * than lastUsedStep (a code that signed in once never signs in again). Undefined: no match.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  unixMillis: number,
  lastUsedStep: number | null,
): number | undefined {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return undefined;
  const now = totpStep(unixMillis);
  let matched: number | undefined;
  // Every candidate is computed and compared, so the time taken does not tell which step matched.
  for (let step = now - TOTP_TOLERANCE_STEPS; step <= now + TOTP_TOLERANCE_STEPS; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(typed));
    if (same && matched === undefined && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** The otpauth:// URL an authenticator app reads from the enrolment QR code. */
export function otpauthUrl(accountName: string, secretBase32: string): string {
  // The label as authenticator apps show it ("Lootledger:boss@example.com"); '@' needs no escaping.
  const label = `${TOTP_ISSUER}:${encodeURIComponent(accountName).replace(/%40/g, '@')}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
