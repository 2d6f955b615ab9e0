import { poolOdds } from './odds';

describe('poolOdds', () => {
  it('is each weight over the total, as a percent with two decimals', () => {
    expect(poolOdds([1, 7])).toEqual(['12.50', '87.50']);
    expect(poolOdds([5])).toEqual(['100.00']);
  });

  it('rounds each entry half up on its own (the sum may miss 100 by the rounding)', () => {
    expect(poolOdds([1, 1, 1])).toEqual(['33.33', '33.33', '33.33']);
    expect(poolOdds([1, 2])).toEqual(['33.33', '66.67']);
    // 1 / 8000 = 0.0125 % -> 0.01; 2 / 8000 = 0.025 % -> 0.03 (half up); the rest 7997 / 8000 = 99.9625 % -> 99.96.
    expect(poolOdds([1, 2, 7997])).toEqual(['0.01', '0.03', '99.96']);
  });

  it('refuses weights that are not positive integers', () => {
    expect(() => poolOdds([1, 0])).toThrow(RangeError);
    expect(() => poolOdds([1, 2.5])).toThrow(RangeError);
    expect(poolOdds([])).toEqual([]);
  });
});
