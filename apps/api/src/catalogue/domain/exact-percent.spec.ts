import { percentString } from './exact-percent';

describe('percentString', () => {
  it.each([
    [1n, 8n, '12.50'],
    [1n, 3n, '33.33'],
    [2n, 3n, '66.67'],
    [0n, 7n, '0.00'],
    [7n, 7n, '100.00'],
    [3n, 2n, '150.00'],
    // 1/8000 = 0.0125 % rounds down; 1/4000 = 0.025 % and 1/20000 = 0.005 % are halves: up.
    [1n, 8000n, '0.01'],
    [1n, 4000n, '0.03'],
    [1n, 20000n, '0.01'],
    [1n, 20001n, '0.00'],
    [123456789n, 1000000000n, '12.35'],
  ])('%s / %s = %s %%', (numerator, denominator, expected) => {
    expect(percentString(numerator, denominator)).toBe(expected);
  });

  it('stays exact where a float would not: 0.145 % is 0.15, not 0.14', () => {
    expect((0.145).toFixed(2)).toBe('0.14'); // the float trap this function avoids
    expect(percentString(145n, 100_000n)).toBe('0.15');
  });

  it('refuses a zero denominator and a negative numerator', () => {
    expect(() => percentString(1n, 0n)).toThrow(RangeError);
    expect(() => percentString(-1n, 5n)).toThrow(RangeError);
  });
});
