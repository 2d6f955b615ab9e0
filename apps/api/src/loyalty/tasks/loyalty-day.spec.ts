import { dayIn as dayOf } from '../../platform/time/zoned-calendar';
import { dayBounds, loyaltyTimeZone } from './loyalty-day';

describe('the loyalty day', () => {
  it('turns at midnight in Asia/Shanghai (16:00 UTC)', () => {
    expect(dayOf(new Date('2026-03-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-01');
    expect(dayOf(new Date('2026-03-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-02');
    expect(dayBounds(new Date('2026-03-01T20:00:00Z'), 'Asia/Shanghai')).toEqual({
      day: '2026-03-02',
      from: new Date('2026-03-01T16:00:00Z'),
      to: new Date('2026-03-02T16:00:00Z'),
    });
  });

  it('follows a configured zone, daylight saving included', () => {
    expect(dayBounds(new Date('2026-03-08T12:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-03-08',
      from: new Date('2026-03-08T05:00:00Z'),
      to: new Date('2026-03-09T04:00:00Z'),
    });
    expect(loyaltyTimeZone({})).toBe('Asia/Shanghai');
    expect(loyaltyTimeZone({ LOYALTY_TIME_ZONE: 'UTC' })).toBe('UTC');
    expect(() => loyaltyTimeZone({ LOYALTY_TIME_ZONE: 'Mars/Base' })).toThrow('unknown time zone');
  });
});
