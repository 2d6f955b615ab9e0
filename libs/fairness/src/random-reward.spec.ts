import { randomReward, toHundredths } from './random-reward';

describe('randomReward', () => {
  it('covers min..max inclusive', () => {
    expect(randomReward(0, 100n, 990n)).toBe(100n);
    expect(randomReward(1 - 2 ** -32, 100n, 990n)).toBe(990n);
    expect(randomReward(0.5, 100n, 990n)).toBe(100n + 445n);
    expect(randomReward(0.999, 500n, 500n)).toBe(500n);
  });

  it('takes integer hundredths as bigint, number or digits, and returns a bigint', () => {
    expect(randomReward(0.5, 100, '990')).toBe(545n);
  });

  it.each([
    [1.5, 10n],
    [100n, 99n],
    ['1.00', 200n],
    [100n, 2 ** 60],
  ])('refuses min %p, max %p', (min, max) => {
    expect(() => randomReward(0.5, min, max)).toThrow(/INVALID_AMOUNT/);
  });

  it('refuses a range wider than a double counts exactly', () => {
    expect(() => randomReward(0.5, 0n, 2n ** 60n)).toThrow(/INVALID_AMOUNT/);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => randomReward(-0.5, 0n, 1n)).toThrow(/INVALID_FLOAT/);
  });

  it('reads amounts without ever going through a float', () => {
    expect(toHundredths('-120')).toBe(-120n);
    expect(() => toHundredths(Number.MAX_SAFE_INTEGER + 1)).toThrow(/INVALID_AMOUNT/);
  });
});
