import { boxRtp, expectedValue, isRtpWithin, priceForRtp, rtpFraction } from './box-rtp';

const pool = (...entries: [weight: number, value: string][]) =>
  entries.map(([weight, value]) => ({ weight, value: BigInt(value) }));

describe('boxRtp', () => {
  it('is the weighted mean value over the price, in percent', () => {
    // E = (3 * 100 + 1 * 500) / 4 = 200 hundredths; price 250 -> 80 %.
    expect(boxRtp(pool([3, '100'], [1, '500']), 250n)).toBe('80.00');
    expect(boxRtp(pool([1, '1000']), 1000n)).toBe('100.00');
  });

  it('rounds half up to two decimals from the exact fraction', () => {
    // E = 1 / 3 hundredth; price 1 -> 33.333... %.
    expect(boxRtp(pool([2, '0'], [1, '1']), 1n)).toBe('33.33');
    // E = 2 / 3; price 1 -> 66.666... %.
    expect(boxRtp(pool([1, '0'], [2, '1']), 1n)).toBe('66.67');
    // E = 8999 / 1 over price 10000 -> 89.99 %; 89995 / 100000 is a half -> 90.00 (half up).
    expect(boxRtp(pool([1, '8999']), 10_000n)).toBe('89.99');
    expect(boxRtp(pool([1, '89995']), 100_000n)).toBe('90.00');
    expect(boxRtp(pool([1, '89994']), 100_000n)).toBe('89.99');
  });

  it('keeps large values exact (a knife at 2050.00 beside skins at 0.03)', () => {
    const big = pool([1, '205000'], [99_999, '3']);
    // E = (205000 + 299997) / 100000 = 5.04997 hundredths; price 6 -> 84.16616... %.
    expect(boxRtp(big, 6n)).toBe('84.17');
    expect(rtpFraction(big, 6n)).toEqual({ numerator: 504_997n, denominator: 600_000n });
  });

  it('is 0.00 for an empty pool and refuses a price of zero', () => {
    expect(boxRtp([], 100n)).toBe('0.00');
    expect(() => boxRtp(pool([1, '1']), 0n)).toThrow(RangeError);
  });

  it('refuses weights that are not positive integers and negative values', () => {
    expect(() => expectedValue(pool([0, '1']))).toThrow(RangeError);
    expect(() => expectedValue(pool([1.5, '1']))).toThrow(RangeError);
    expect(() => expectedValue(pool([1, '-1']))).toThrow(RangeError);
    expect(() => expectedValue([])).toThrow(RangeError);
  });
});

describe('isRtpWithin', () => {
  it('compares exactly, edges included', () => {
    const p = pool([1, '85']);
    expect(isRtpWithin(p, 100n, { min: 85, max: 95 })).toBe(true); // exactly 85 %
    expect(isRtpWithin(pool([1, '95']), 100n, { min: 85, max: 95 })).toBe(true); // exactly 95 %
    // 84.999... % rounds to "85.00" but is below the range.
    expect(boxRtp(pool([1, '84999']), 100_000n)).toBe('85.00');
    expect(isRtpWithin(pool([1, '84999']), 100_000n, { min: 85, max: 95 })).toBe(false);
    expect(isRtpWithin(pool([1, '95001']), 100_000n, { min: 85, max: 95 })).toBe(false);
  });
});

describe('priceForRtp', () => {
  it('is the lowest price in hundredths whose RTP is at most the target', () => {
    // E = 200; 90 % -> 222.22... -> 223 (RTP 89.686 %); 222 would give 90.09 %.
    const p = pool([3, '100'], [1, '500']);
    expect(priceForRtp(p, 90)).toBe(223n);
    expect(isRtpWithin(p, 223n, { min: 0, max: 90 })).toBe(true);
    expect(isRtpWithin(p, 222n, { min: 0, max: 90 })).toBe(false);
  });

  it('is exact when the target divides evenly', () => {
    expect(priceForRtp(pool([1, '900']), 90)).toBe(1000n);
  });

  it('never prices a box at zero', () => {
    expect(priceForRtp(pool([1, '0']), 90)).toBe(1n);
  });

  it('refuses a target that is not a positive integer percent', () => {
    expect(() => priceForRtp(pool([1, '1']), 0)).toThrow(RangeError);
    expect(() => priceForRtp(pool([1, '1']), 90.5)).toThrow(RangeError);
  });
});
