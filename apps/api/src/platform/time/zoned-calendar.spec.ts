import { dayIn, localMidnight, localTime, nextDay, startOfDay } from './zoned-calendar';

describe('zoned calendar', () => {
  it('names the local day of an instant, and its weekday', () => {
    expect(dayIn(new Date('2026-03-01T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-02');
    expect(localTime(new Date('2026-11-29T12:00:00Z'), 'UTC')).toMatchObject({ weekday: 0, hour: 12 });
    expect(localTime(new Date('2026-11-29T16:30:05Z'), 'Asia/Shanghai')).toMatchObject({
      day: 30,
      weekday: 1,
      hour: 0,
      minute: 30,
      second: 5,
    });
  });

  it('finds local midnight across a daylight-saving change, and rolls days over', () => {
    // New York springs forward on 2026-03-08 (UTC-5 before, UTC-4 after).
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(localMidnight(2026, 3, 0, 'Asia/Shanghai').toISOString()).toBe('2026-02-27T16:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
