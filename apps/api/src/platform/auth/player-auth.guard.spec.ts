import { bearerToken } from './session-verifiers';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, case-insensitively', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc')).toBe('abc');
  });

  it('gives nothing for a missing, empty or other-scheme header', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
  });
});
