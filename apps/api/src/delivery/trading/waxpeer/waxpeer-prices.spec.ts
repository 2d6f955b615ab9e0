// The Waxpeer price arithmetic: exact, integer-only, the ceiling rounded down.
import { millsToHundredths, parseCnyPerUsd, purchaseCeilingMills } from './waxpeer-prices';

describe('Waxpeer prices', () => {
  it('reads the exchange rate as an exact fraction', () => {
    expect(parseCnyPerUsd('7.1234')).toEqual({ rateUnits: 71234n, scale: 4 });
    expect(parseCnyPerUsd('7')).toEqual({ rateUnits: 7n, scale: 0 });
    expect(parseCnyPerUsd(' 6.5 ')).toEqual({ rateUnits: 65n, scale: 1 });
    expect(parseCnyPerUsd('0.000001')).toEqual({ rateUnits: 1n, scale: 6 });
  });

  it('refuses a rate that is not a positive decimal, naming the variable', () => {
    for (const bad of ['', '0', '0.00', '-7', '7,12', '7.1234567', '1e3', 'seven', '7.']) {
      expect(() => parseCnyPerUsd(bad)).toThrow(/^WAXPEER_CNY_PER_USD=/);
    }
  });

  it('converts a value to mills exactly when it divides evenly', () => {
    // 71.00 CNY at 7.10 CNY/USD is exactly $10.000 = 10000 mills; with no margin the ceiling is that.
    expect(purchaseCeilingMills(7100n, 0, parseCnyPerUsd('7.10'))).toBe(10_000n);
    // +5%: 74.55 CNY = $10.500.
    expect(purchaseCeilingMills(7100n, 500, parseCnyPerUsd('7.1'))).toBe(10_500n);
    // +100%: twice the value.
    expect(purchaseCeilingMills(7100n, 10_000, parseCnyPerUsd('7.1'))).toBe(20_000n);
  });

  it('rounds the ceiling down, once, at the end', () => {
    // 100.00 CNY at 7.1234: 100 / 7.1234 = 14.03824... USD -> 14038.2... mills -> 14038.
    expect(purchaseCeilingMills(10_000n, 0, parseCnyPerUsd('7.1234'))).toBe(14_038n);
    // +10%: 110.00 / 7.1234 = 15.44206... USD -> 15442.
    expect(purchaseCeilingMills(10_000n, 1000, parseCnyPerUsd('7.1234'))).toBe(15_442n);
    // One rounding, not two: 0.02 CNY +10% = 0.022 CNY = 3.088 mills -> 3; rounding the CNY first
    // (0.02 -> 0.02) would give 2.8 -> 2, a ceiling lower than the margin allows.
    expect(purchaseCeilingMills(2n, 1000, parseCnyPerUsd('7.1234'))).toBe(3n);
    // 0.01 CNY at 7.1234 is 1.4038... mills -> 1; 0.01 CNY at 20 CNY/USD is 0.5 mills -> 0 (no purchase possible).
    expect(purchaseCeilingMills(1n, 0, parseCnyPerUsd('7.1234'))).toBe(1n);
    expect(purchaseCeilingMills(1n, 0, parseCnyPerUsd('20'))).toBe(0n);
    expect(purchaseCeilingMills(0n, 1000, parseCnyPerUsd('7'))).toBe(0n);
  });

  it('never exceeds the exact bound and is within one mill of it (a sweep of values, margins, rates)', () => {
    const rates = ['7.1234', '6.9', '7', '0.5', '13.000007'];
    for (const rateText of rates) {
      const rate = parseCnyPerUsd(rateText);
      for (const value of [1n, 99n, 12_345n, 999_999n, 123_456_789n]) {
        for (const margin of [0, 1, 333, 1000, 10_000]) {
          const mills = purchaseCeilingMills(value, margin, rate);
          // exact bound in a common denominator: mills / 1 <= value (10000 + m) 10 10^s / (10000 R)
          const lhs = mills * 10_000n * rate.rateUnits;
          const rhs = value * BigInt(10_000 + margin) * 10n * 10n ** BigInt(rate.scale);
          expect(lhs <= rhs).toBe(true);
          expect((mills + 1n) * 10_000n * rate.rateUnits > rhs).toBe(true);
        }
      }
    }
  });

  it('handles values far beyond a float without losing a mill', () => {
    // 90 071 992 547 409.93 CNY (2^53 hundredths + 1) at 1 CNY/USD = 9007199254740993 x 10 mills.
    expect(purchaseCeilingMills(9_007_199_254_740_993n, 0, parseCnyPerUsd('1'))).toBe(90_071_992_547_409_930n);
  });

  it('refuses a negative value or a margin out of range', () => {
    expect(() => purchaseCeilingMills(-1n, 0, parseCnyPerUsd('7'))).toThrow(/negative/);
    expect(() => purchaseCeilingMills(1n, 10_001, parseCnyPerUsd('7'))).toThrow(/margin/);
    expect(() => purchaseCeilingMills(1n, 0.5, parseCnyPerUsd('7'))).toThrow(/margin/);
  });

  it('shows a price paid in mills as hundredths, rounded down', () => {
    expect(millsToHundredths(10_000n, parseCnyPerUsd('7.10'))).toBe(7100n);
    // 1 mill at 7.1234 = 0.0071234 CNY = 0.71 hundredths -> 0.
    expect(millsToHundredths(1n, parseCnyPerUsd('7.1234'))).toBe(0n);
    expect(millsToHundredths(14_038n, parseCnyPerUsd('7.1234'))).toBe(9999n);
  });
});
