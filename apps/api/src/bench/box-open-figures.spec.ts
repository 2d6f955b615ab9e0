import { formatFigure, formatNumber, meets, perOpen, tenthRates } from './box-open-figures';

describe('box-open figures', () => {
  describe('tenthRates', () => {
    it('counts the completions in the first and the last tenth of the window, per second', () => {
      // a 10 s window from t=1000 ms: 5 openings in its first second, 4 in its last
      const completedAt = [1000, 1200, 1400, 1600, 1999, 2000, 5000, 10_000, 10_500, 10_900, 11_000];
      expect(tenthRates(completedAt, 1000, 11_000)).toEqual({ first: 5, last: 4, ratio: 0.8 });
    });

    it('leaves out completions outside the window', () => {
      expect(tenthRates([500, 11_001], 1000, 11_000)).toEqual({ first: 0, last: 0, ratio: 0 });
    });

    it('is zero for an empty window', () => {
      expect(tenthRates([1000], 1000, 1000)).toEqual({ first: 0, last: 0, ratio: 0 });
    });
  });

  it('divides every counter by the openings (at least one)', () => {
    expect(perOpen({ tup_inserted: 900, xact_commit: 50 }, 100)).toEqual({ tup_inserted: 9, xact_commit: 0.5 });
    expect(perOpen({ tup_inserted: 3 }, 0)).toEqual({ tup_inserted: 3 });
  });

  it('checks a value against an at-least or at-most target', () => {
    expect(meets(1500, { at: '>=', bound: 1500 })).toBe(true);
    expect(meets(1499, { at: '>=', bound: 1500 })).toBe(false);
    expect(meets(40.1, { at: '<=', bound: 40 })).toBe(false);
  });

  it('prints "measure: value unit (target ...: met or NOT met; note)"', () => {
    expect(formatFigure({ measure: 'opens/s', value: 1234.4, unit: '', target: { at: '>=', bound: 1500 } })).toBe(
      'opens/s: 1,234 (target >= 1,500: NOT met)',
    );
    expect(
      formatFigure({ measure: 'p99', value: 12.345, unit: 'ms', target: { at: '<=', bound: 40 }, note: 'some note' }),
    ).toBe('p99: 12.3 ms (target <= 40: met; some note)');
    expect(formatFigure({ measure: 'WAL bytes per open', value: undefined, unit: 'B', note: 'in-process' })).toBe(
      'WAL bytes per open: n/a (in-process)',
    );
  });

  it('formats whole numbers as they are and fractions to three significant places or so', () => {
    expect([0, 3, 0.1234, 1.234, 12.34, 123.4, 12_345.6].map(formatNumber)).toEqual([
      '0',
      '3',
      '0.123',
      '1.23',
      '12.3',
      '123',
      '12,346',
    ]);
  });
});
