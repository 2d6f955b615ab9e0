import { randomBytes } from 'node:crypto';
import { defaultClientSeed, isValidClientSeed, isValidServerSeed, newServerSeed, serverSeedHash } from './seeds';

const counting = (length: number) => Uint8Array.from({ length }, (_, i) => i);

describe('seeds', () => {
  it('hashes the 64-character seed string, not its bytes', () => {
    expect(serverSeedHash('a'.repeat(64))).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
  });

  it('makes a server seed of 64 lowercase hex characters from 32 random bytes', () => {
    const requested: number[] = [];
    const seed = newServerSeed((length) => (requested.push(length), counting(length)));
    expect(requested).toEqual([32]);
    expect(seed).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(isValidServerSeed(seed)).toBe(true);
    expect(isValidServerSeed(newServerSeed(randomBytes))).toBe(true);
    expect(newServerSeed(randomBytes)).not.toBe(newServerSeed(randomBytes));
  });

  it('makes a default client seed of 16 lowercase hex characters', () => {
    expect(defaultClientSeed(counting)).toBe('0001020304050607');
    const seed = defaultClientSeed(randomBytes);
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(isValidClientSeed(seed)).toBe(true);
  });

  it('refuses a random source that returns the wrong number of bytes', () => {
    expect(() => newServerSeed(() => counting(31))).toThrow(/INVALID_RANDOM_BYTES/);
    expect(() => defaultClientSeed(() => counting(9))).toThrow(/INVALID_RANDOM_BYTES/);
  });

  it.each(['x', ' ', '~', 'a'.repeat(64), 'player seed!@#$%^&*()_+{}|:"<>?'])('accepts client seed %p', (seed) => {
    expect(isValidClientSeed(seed)).toBe(true);
  });

  it.each(['', 'a'.repeat(65), 'tab\there', 'new\nline', 'é', '种子', '\x7f'])('refuses client seed %p', (seed) => {
    expect(isValidClientSeed(seed)).toBe(false);
  });

  it.each(['A'.repeat(64), 'a'.repeat(63), 'g'.repeat(64), 'a'.repeat(65)])('refuses server seed %p', (seed) => {
    expect(isValidServerSeed(seed)).toBe(false);
  });
});
