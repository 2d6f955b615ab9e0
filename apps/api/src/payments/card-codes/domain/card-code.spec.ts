import { createHash, randomInt } from 'node:crypto';
import {
  CODE_ALPHABET,
  CODE_ENTROPY_BITS,
  CODE_LENGTH,
  formatCode,
  generateCode,
  generateCodes,
  hashCode,
  isWellFormedCode,
  normaliseCode,
} from './card-code';

describe('card code alphabet and format', () => {
  it('has 31 symbols without the look-alikes 0, O, 1, I, L, and no repeats', () => {
    expect(CODE_ALPHABET).toHaveLength(31);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(CODE_ALPHABET).not.toContain(lookAlike);
    expect(CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('carries at least 80 bits (20 symbols of 31: about 99)', () => {
    expect(CODE_LENGTH).toBeGreaterThanOrEqual(16);
    expect(CODE_ENTROPY_BITS).toBeGreaterThanOrEqual(80);
    expect(CODE_ENTROPY_BITS).toBeCloseTo(99.08, 1);
  });

  it('prints codes as five groups of four from the alphabet', () => {
    const code = generateCode(randomInt);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/);
    expect(isWellFormedCode(normaliseCode(code))).toBe(true);
  });

  it('maps each draw to one symbol, so an unbiased draw gives an unbiased symbol', () => {
    const draws: number[] = [];
    const code = generateCode((size) => {
      expect(size).toBe(CODE_ALPHABET.length);
      const next = draws.length % size;
      draws.push(next);
      return next;
    });
    expect(draws).toHaveLength(CODE_LENGTH);
    expect(normaliseCode(code)).toBe('23456789ABCDEFGHJKMN');
  });

  it('uses every symbol about equally over many CSPRNG codes', () => {
    const counts = new Map<string, number>();
    for (const code of generateCodes(2000, randomInt)) {
      for (const symbol of normaliseCode(code)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe(CODE_ALPHABET);
    const expected = (2000 * CODE_LENGTH) / CODE_ALPHABET.length; // ≈ 1290
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.15);
  });

  it('generates distinct codes, even when the random source repeats itself', () => {
    let call = 0;
    // Two identical codes first (all '2'), then a different one.
    const codes = generateCodes(2, () => (call++ < 2 * CODE_LENGTH ? 0 : 1));
    expect(codes).toEqual(['2222-2222-2222-2222-2222', '3333-3333-3333-3333-3333']);
    expect(new Set(generateCodes(500, randomInt)).size).toBe(500);
  });

  it('groups a normalised code by four', () => {
    expect(formatCode('ABCDEFGHJKMNPQRSTUVW')).toBe('ABCD-EFGH-JKMN-PQRS-TUVW');
  });
});

describe('normaliseCode', () => {
  it.each([
    ['ABCD-EFGH-JKMN-PQRS-TUVW', 'ABCDEFGHJKMNPQRSTUVW'],
    ['  abcd-efgh-jkmn-pqrs-tuvw  ', 'ABCDEFGHJKMNPQRSTUVW'],
    ['abcd efgh jkmn pqrs tuvw', 'ABCDEFGHJKMNPQRSTUVW'],
    ['ABCD--EFGH\tJKMN\nPQRS - TUVW', 'ABCDEFGHJKMNPQRSTUVW'],
    ['ＡＢＣＤ－ＥＦＧＨ　ＪＫＭＮ－ＰＱＲＳ－ＴＵＶＷ', 'ABCDEFGHJKMNPQRSTUVW'],
    ['ABCD–EFGH—JKMN‐PQRS‑TUVW', 'ABCDEFGHJKMNPQRSTUVW'],
  ])('%j -> %s', (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
    expect(isWellFormedCode(normaliseCode(input))).toBe(true);
  });

  it('refuses what could never have been issued', () => {
    for (const input of [
      '',
      'ABCD',
      'ABCDEFGHJKMNPQRSTUV',
      'ABCDEFGHJKMNPQRSTUVWX',
      'ABCDEFGHJKMNPQRSTUV0',
      'OBCDEFGHJKMNPQRSTUVW',
      'ABCD.EFGH.JKMN.PQRS.TUVW',
      "ABCDEFGHJKMNPQRSTUV'",
    ]) {
      expect(isWellFormedCode(normaliseCode(input))).toBe(false);
    }
  });
});

describe('hashCode', () => {
  it('is the lowercase hex SHA-256 of the normalised code, the same for every way of typing it', () => {
    const expected = createHash('sha256').update('ABCDEFGHJKMNPQRSTUVW').digest('hex');
    expect(hashCode(normaliseCode('abcd-efgh-jkmn-pqrs-tuvw'))).toBe(expected);
    expect(hashCode(normaliseCode('ABCD EFGH JKMN PQRS TUVW'))).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('ABCDEFGHJKMNPQRSTUVX')).not.toBe(expected);
  });
});
