import { describe, expect, it } from 'vitest';
import { validateAuthForm, type AuthFormValues } from './validate-auth-form';

const filled: AuthFormValues = {
  areaCode: '86',
  mobile: '13800138000',
  password: 'secret-1',
  verify: '123456',
  inviteCode: '',
  agree: true,
  adult: true,
  withCode: false,
};

describe('auth dialog checks (spec section 5)', () => {
  it('accepts a complete registration', () => {
    expect(validateAuthForm('register', filled)).toBeNull();
  });

  it('names the first problem', () => {
    expect(validateAuthForm('register', { ...filled, mobile: '' })).toBe('mobileRequired');
    expect(validateAuthForm('register', { ...filled, verify: '' })).toBe('codeRequired');
    expect(validateAuthForm('register', { ...filled, password: '12345' })).toBe('passwordLength');
    expect(validateAuthForm('register', { ...filled, agree: false })).toBe('agreementRequired');
    expect(validateAuthForm('register', { ...filled, adult: false })).toBe('adultRequired');
  });

  it('asks a login for a password, or for a code when logging in by SMS', () => {
    expect(validateAuthForm('login', { ...filled, verify: '', agree: false, adult: false })).toBeNull();
    expect(validateAuthForm('login', { ...filled, password: '' })).toBe('passwordLength');
    expect(validateAuthForm('login', { ...filled, password: '', withCode: true })).toBeNull();
    expect(validateAuthForm('login', { ...filled, verify: '', withCode: true })).toBe('codeRequired');
  });

  it('tells a malformed phone number from a missing one, by the server\'s rule of the area code', () => {
    expect(validateAuthForm('login', { ...filled, mobile: '   ' })).toBe('mobileRequired');
    expect(validateAuthForm('login', { ...filled, mobile: '1380013800' })).toBe('mobileInvalid');
    expect(validateAuthForm('login', { ...filled, mobile: '23800138000' })).toBe('mobileInvalid');
    expect(validateAuthForm('login', { ...filled, mobile: '138-0013-8000' })).toBe('mobileInvalid');
    expect(validateAuthForm('login', { ...filled, areaCode: '852', mobile: '91234567' })).toBeNull();
    expect(validateAuthForm('login', { ...filled, areaCode: '852', mobile: '1234' })).toBe('mobileInvalid');
  });

  it('asks a reset for a code and a new password', () => {
    expect(validateAuthForm('forgot', { ...filled, agree: false, adult: false })).toBeNull();
    expect(validateAuthForm('forgot', { ...filled, verify: '' })).toBe('codeRequired');
  });
});
