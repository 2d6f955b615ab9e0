// Client-side checks of the auth dialog before anything is sent (spec section 5); returns the key
// of the first problem (auth:validation.<key>) or null.
import { PASSWORD_MAX, PASSWORD_MIN } from '@/config/constants';
import type { AuthMode } from '@/lib/auth-dialog';

export interface AuthFormValues {
  areaCode: string;
  mobile: string;
  password: string;
  verify: string;
  inviteCode: string;
  agree: boolean;
  adult: boolean;
  /** Login with an SMS code instead of the password. */
  withCode: boolean;
}

export type AuthProblem =
  'mobileRequired' | 'mobileInvalid' | 'codeRequired' | 'passwordLength' | 'agreementRequired' | 'adultRequired';

/** The server's rule (identity/domain/mobile-number): 5-15 digits; +86 numbers are 11 digits starting with 1. */
export function isValidMobile(areaCode: string, mobile: string): boolean {
  if (!/^\d{5,15}$/.test(mobile)) return false;
  return areaCode !== '86' || /^1\d{10}$/.test(mobile);
}

/** The phone number's problem, if any: missing, or not a number of its area code. */
export function validateMobile(areaCode: string, mobile: string): 'mobileRequired' | 'mobileInvalid' | null {
  if (!mobile.trim()) return 'mobileRequired';
  return isValidMobile(areaCode, mobile.trim()) ? null : 'mobileInvalid';
}

export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthProblem | null {
  const phone = validateMobile(values.areaCode, values.mobile);
  if (phone) return phone;
  const usesCode = mode !== 'login' || values.withCode;
  if (usesCode && !/^\d{4,8}$/.test(values.verify)) return 'codeRequired';
  const usesPassword = mode !== 'login' || !values.withCode;
  if (usesPassword) {
    const length = values.password.length;
    if (mode === 'login' ? length === 0 : length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordLength';
  }
  if (mode === 'register') {
    if (!values.agree) return 'agreementRequired';
    if (!values.adult) return 'adultRequired';
  }
  return null;
}
