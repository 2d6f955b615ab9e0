import { createHmac } from 'node:crypto';
import { FairnessError } from './fairness-error';
import { unitFloat, unitFloatFor } from './unit-float';

const seed = 'a'.repeat(64);

describe('unitFloat', () => {
  it('is the first four bytes of the HMAC read as a fraction, so equals the first word over 2^32', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const h = createHmac('sha256', seed).update(`c:${nonce}:0`).digest();
      expect(unitFloat(seed, 'c', nonce)).toBe(h.readUInt32BE(0) / 2 ** 32);
    }
  });

  it('defaults the cursor to 0', () => {
    expect(unitFloat(seed, 'player-seed', 1)).toBe(unitFloat(seed, 'player-seed', 1, 0));
    expect(unitFloat(seed, 'player-seed', 1, 1)).not.toBe(unitFloat(seed, 'player-seed', 1, 0));
  });

  it('gives the same floats through a per-seed source as through unitFloat, with seeds alternating', () => {
    const other = 'b'.repeat(64);
    const fromA = unitFloatFor(seed);
    const fromB = unitFloatFor(other);
    for (let nonce = 0; nonce < 50; nonce++) {
      expect(unitFloat(seed, 'x', nonce, 2)).toBe(fromA('x', nonce, 2));
      expect(unitFloat(other, 'x', nonce, 2)).toBe(fromB('x', nonce, 2));
    }
    expect(fromA('x', 0)).not.toBe(fromB('x', 0));
  });

  it('encodes non-ASCII client seeds and messages longer than its buffer as UTF-8', () => {
    for (const clientSeed of ['种子', 'é', 'x'.repeat(300), '😀'.repeat(100)]) {
      const h = createHmac('sha256', seed).update(`${clientSeed}:3:1`, 'utf8').digest();
      expect(unitFloat(seed, clientSeed, 3, 1)).toBe(h.readUInt32BE(0) / 2 ** 32);
    }
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('refuses nonce %p', (nonce) => {
    expect(() => unitFloat(seed, 'x', nonce)).toThrow(expect.objectContaining({ code: 'INVALID_NONCE' }));
  });

  it.each([-1, 0.5, Infinity])('refuses cursor %p', (cursor) => {
    expect(() => unitFloat(seed, 'x', 0, cursor)).toThrow(FairnessError);
    expect(() => unitFloat(seed, 'x', 0, cursor)).toThrow(/INVALID_CURSOR/);
  });
});
