import { bucketsBetween, bucketStart, percentString } from './report-buckets';

describe('report buckets (UTC)', () => {
  it('starts days at midnight, weeks on Monday, months on the 1st', () => {
    const at = new Date('2025-03-13T17:45:00Z'); // a Thursday
    expect(bucketStart(at, 'day').toISOString()).toBe('2025-03-13T00:00:00.000Z');
    expect(bucketStart(at, 'week').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(bucketStart(new Date('2025-03-16T23:59:59Z'), 'week').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(bucketStart(new Date('2025-03-17T00:00:00Z'), 'week').toISOString()).toBe('2025-03-17T00:00:00.000Z');
    expect(bucketStart(at, 'month').toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('names every bucket meeting [from, to)', () => {
    const from = new Date('2025-01-30T12:00:00Z');
    expect(bucketsBetween(from, new Date('2025-02-02T00:00:00Z'), 'day')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
    ]);
    expect(bucketsBetween(from, new Date('2025-02-02T00:00:01Z'), 'day')).toHaveLength(4);
    expect(bucketsBetween(from, new Date('2025-04-01T00:00:00Z'), 'month')).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
    ]);
    expect(bucketsBetween(from, new Date('2025-02-11T00:00:00Z'), 'week')).toEqual([
      '2025-01-27',
      '2025-02-03',
      '2025-02-10',
    ]);
    expect(bucketsBetween(from, new Date('2026-01-30T12:00:00Z'), 'day', 366)).toBeDefined();
    expect(bucketsBetween(from, new Date('2027-01-30T12:00:00Z'), 'day', 366)).toBeUndefined();
  });

  it('rounds percents half up from the exact ratio, and has none for nothing spent', () => {
    expect(percentString(1n, 8n)).toBe('12.50');
    expect(percentString(2n, 3n)).toBe('66.67');
    expect(percentString(145n, 100_000n)).toBe('0.15');
    expect(percentString(3n, 2n)).toBe('150.00');
    expect(percentString(1n, 0n)).toBeNull();
  });
});
