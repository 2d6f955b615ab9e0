// Seeds and the commitment: how server and client seeds are made and checked, and the hash shown
// before a server seed is used. Randomness comes in as a parameter so this stays pure.
import { sha256, toHex, utf8 } from '@lootledger/contracts';
import { FairnessError } from './fairness-error';

/** A source of cryptographically secure random bytes, e.g. node:crypto `randomBytes` or WebCrypto. */
export type RandomBytes = (length: number) => Uint8Array;

const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

/** The commitment: lowercase hex SHA-256 of the server seed string's UTF-8 bytes. */
export function serverSeedHash(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(randomBytes: RandomBytes): string {
  return toHex(takeBytes(randomBytes, 32));
}

/** The client seed given at registration: 16 random lowercase hex characters. */
export function defaultClientSeed(randomBytes: RandomBytes): string {
  return toHex(takeBytes(randomBytes, 8));
}

export function isValidServerSeed(serverSeed: string): boolean {
  return typeof serverSeed === 'string' && SERVER_SEED_PATTERN.test(serverSeed);
}

/** 1 to 64 printable ASCII characters (space to tilde). */
export function isValidClientSeed(clientSeed: string): boolean {
  return typeof clientSeed === 'string' && CLIENT_SEED_PATTERN.test(clientSeed);
}

function takeBytes(randomBytes: RandomBytes, length: number): Uint8Array {
  const bytes = randomBytes(length);
  // Not `instanceof Uint8Array`: a Node Buffer from another realm (jest, workers) must pass too.
  if (!ArrayBuffer.isView(bytes) || bytes.byteLength !== length) {
    throw new FairnessError('INVALID_RANDOM_BYTES', `the random source must return ${length} bytes`);
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, length);
}
