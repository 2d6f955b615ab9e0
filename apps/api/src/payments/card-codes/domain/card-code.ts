// Card codes (CDK): the alphabet and format players see, the normalisation of what they type, and the
// one-way hash the database keeps instead of the code. Pure: randomness arrives as a function.
//
// Why the hash needs no salt: a salt protects low-entropy secrets (passwords) from precomputed and
// dictionary attacks. A code is 20 symbols drawn by a CSPRNG from 31, about 99 bits of entropy:
// there is no dictionary, and hashing 2^98 guesses on average is out of reach, with or without a
// salt. An unsalted hash also keeps redemption one indexed lookup by hash (a per-row salt would
// force a scan).
import { createHash } from 'node:crypto';

/** Digits and upper-case letters without the look-alikes 0/O and 1/I/L: 31 symbols. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Symbols per code (normalised: no separators). */
export const CODE_LENGTH = 20;
/** Symbols per group in the printed form XXXX-XXXX-XXXX-XXXX-XXXX. */
export const CODE_GROUP_SIZE = 4;
/** log2(31^20) ≈ 99.1 bits. */
export const CODE_ENTROPY_BITS = CODE_LENGTH * Math.log2(CODE_ALPHABET.length);

const WELL_FORMED = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * A new code in its printed form. `randomIndex(n)` must return a uniform integer in [0, n) from a
 * CSPRNG (crypto.randomInt): each symbol is one unbiased draw.
 */
export function generateCode(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return formatCode(code);
}

/** `count` distinct codes in printed form. */
export function generateCodes(count: number, randomIndex: (size: number) => number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateCode(randomIndex));
  return [...codes];
}

/** Groups a normalised code for reading: ABCD-EFGH-JKMN-PQRS-TUVW. */
export function formatCode(normalised: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalised.length; i += CODE_GROUP_SIZE) groups.push(normalised.slice(i, i + CODE_GROUP_SIZE));
  return groups.join('-');
}

/**
 * What a player typed, reduced to the symbols that matter: full-width characters folded (NFKC, for
 * Chinese input methods), upper case, every space and dash dropped.
 */
export function normaliseCode(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—―]/gu, '');
}

/** Whether a normalised code could have been issued (alphabet and length); others are never looked up. */
export function isWellFormedCode(normalised: string): boolean {
  return WELL_FORMED.test(normalised);
}

/** The stored form: lowercase hex SHA-256 of the normalised code. */
export function hashCode(normalised: string): string {
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}
