// The sandbox payment's rules: status as of a time, trade numbers, the retry schedule.
import { newTradeNo, retryDelayMs, statusAt } from './sandbox-payment';

describe('statusAt', () => {
  const expiresAt = new Date(Date.UTC(2030, 0, 1, 12));
  const before = new Date(expiresAt.getTime() - 1);

  it('reads an unpaid payment expired from its expiry on', () => {
    expect(statusAt('created', expiresAt, before)).toBe('created');
    expect(statusAt('created', expiresAt, expiresAt)).toBe('expired');
  });

  it('keeps paid and expired as they are', () => {
    expect(statusAt('paid', expiresAt, new Date(expiresAt.getTime() + 1000))).toBe('paid');
    expect(statusAt('expired', expiresAt, before)).toBe('expired');
  });
});

describe('newTradeNo', () => {
  it('is SBX, the time in ms and six random digits', () => {
    const now = new Date(Date.UTC(2030, 0, 1));
    expect(newTradeNo(now, 0)).toBe(`SBX${now.getTime()}000000`);
    expect(newTradeNo(now, 0.042137)).toBe(`SBX${now.getTime()}042137`);
    expect(newTradeNo(now, 0.9999999)).toBe(`SBX${now.getTime()}999999`);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, 1000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000,
    ]);
    expect(retryDelayMs(30, 1000)).toBe(3_600_000);
    expect(retryDelayMs(3, 0)).toBe(0);
  });
});
