// SMS verification codes: what a code is for, how long it lives, and whether a presented code is
// accepted. Pure: time and the hash comparison arrive as arguments.

/** The spec's `is_use`: 1 register, 2 login or forgotten password, 3 bind a mobile. */
export enum SmsPurpose {
  Register = 1,
  Login = 2,
  Bind = 3,
}

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
/** Wrong tries that burn a code: the sixth try is refused even with the right code. */
export const SMS_MAX_FAILED_ATTEMPTS = 5;

export interface StoredSmsCode {
  expiresAt: Date;
  failedAttempts: number;
  usedAt: Date | null;
}

export type SmsCodeCheck = 'accepted' | 'wrong' | 'unusable';

/**
 * accepted: the code matches and may be used (mark it used);
 * wrong: it does not match (count a failed attempt);
 * unusable: no code, expired, already used or burned (change nothing).
 */
export function checkSmsCode(code: StoredSmsCode | undefined, matches: boolean, now: Date): SmsCodeCheck {
  if (!code || code.usedAt !== null) return 'unusable';
  if (code.expiresAt.getTime() <= now.getTime()) return 'unusable';
  if (code.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS) return 'unusable';
  return matches ? 'accepted' : 'wrong';
}
