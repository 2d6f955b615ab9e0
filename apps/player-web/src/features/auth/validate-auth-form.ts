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

export type AuthProblem = 'mobileRequired' | 'codeRequired' | 'passwordLength' | 'agreementRequired' | 'adultRequired';

export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthProblem | null {
  if (!/^\d{4,20}$/.test(values.mobile)) return 'mobileRequired';
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
