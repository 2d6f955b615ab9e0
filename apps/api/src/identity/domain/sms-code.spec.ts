import { checkSmsCode, SMS_MAX_FAILED_ATTEMPTS, type StoredSmsCode } from './sms-code';

const now = new Date('2030-01-01T00:00:00Z');
const fresh = (change: Partial<StoredSmsCode> = {}): StoredSmsCode => ({
  expiresAt: new Date(now.getTime() + 60_000),
  failedAttempts: 0,
  usedAt: null,
  ...change,
});

describe('checkSmsCode', () => {
  it('accepts a matching, fresh, unused code', () => {
    expect(checkSmsCode(fresh(), true, now)).toBe('accepted');
  });

  it('counts a wrong code as a failed attempt', () => {
    expect(checkSmsCode(fresh(), false, now)).toBe('wrong');
  });

  it('refuses when no code was sent', () => {
    expect(checkSmsCode(undefined, false, now)).toBe('unusable');
  });

  it('refuses an expired code even when it matches (expiry instant included)', () => {
    expect(checkSmsCode(fresh({ expiresAt: now }), true, now)).toBe('unusable');
    expect(checkSmsCode(fresh({ expiresAt: new Date(now.getTime() + 1) }), true, now)).toBe('accepted');
  });

  it('refuses a used code', () => {
    expect(checkSmsCode(fresh({ usedAt: now }), true, now)).toBe('unusable');
  });

  it('burns the code after five wrong tries: the right code no longer works', () => {
    expect(checkSmsCode(fresh({ failedAttempts: SMS_MAX_FAILED_ATTEMPTS - 1 }), true, now)).toBe('accepted');
    expect(checkSmsCode(fresh({ failedAttempts: SMS_MAX_FAILED_ATTEMPTS }), true, now)).toBe('unusable');
    expect(checkSmsCode(fresh({ failedAttempts: SMS_MAX_FAILED_ATTEMPTS }), false, now)).toBe('unusable');
  });
});
