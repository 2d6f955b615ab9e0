import { createHash } from 'node:crypto';
import { leadingZeroBits, meetsChallenge, solveChallenge } from './proof-of-work';

const digestOf = (text: string) => createHash('sha256').update(text).digest();

describe('sign-in proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x10]))).toBe(19);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });

  it.each([1, 8, 13, 16])(
    'solves %i bits: node:crypto agrees with the nonce, and it is the first one that does',
    async (bits) => {
      const id = createHash('md5').update(String(bits)).digest('hex');
      const { nonce } = await solveChallenge({ id, bits, expires_at: '' });
      expect(nonce).toMatch(/^\d{12}$/);
      expect(leadingZeroBits(digestOf(id + nonce))).toBeGreaterThanOrEqual(bits);
      expect(meetsChallenge(id, nonce, bits)).toBe(true);
      const earlier = Array.from({ length: Number(nonce) }, (_, counter) => String(counter).padStart(12, '0'));
      expect(earlier.filter((tried) => leadingZeroBits(digestOf(id + tried)) >= bits)).toEqual([]);
    },
  );

  it('refuses a nonce short of the bits', () => {
    const id = 'ab'.repeat(16);
    const nonce = [...Array(1000).keys()].map(String).find((n) => leadingZeroBits(digestOf(id + n)) === 0)!;
    expect(meetsChallenge(id, nonce, 1)).toBe(false);
    expect(meetsChallenge(id, nonce, 0)).toBe(true);
  });
});
