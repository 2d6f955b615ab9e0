import { signRequest } from '@lootledger/contracts';
import { checkSignature, type SignedRequest } from './request-signature';

const SECRET = 'test-secret';
const NOW = 1_767_225_600;
const NONCE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function signed(overrides: Partial<SignedRequest> = {}, timestamp = String(NOW)): SignedRequest {
  const body = new TextEncoder().encode('{"id":1}');
  const base = { method: 'POST', path: '/api/box/open?x=1', timestamp, nonce: NONCE, body };
  return { ...base, sign: signRequest(SECRET, base), ...overrides };
}

describe('checkSignature', () => {
  it('accepts a request signed with the secret', () => {
    expect(checkSignature(SECRET, signed(), NOW)).toEqual({ ok: true, nonce: NONCE, timestamp: NOW });
  });

  it.each<[string, Partial<SignedRequest>]>([
    ['no body', { body: new Uint8Array() }],
    [
      'a body and a query string beyond ASCII',
      { body: new TextEncoder().encode('{"名":"开箱 ✓"}'), path: '/api/x?q=%E5%BC%80' },
    ],
    ['a lower-case method', { method: 'get' }],
  ])("accepts libs/contracts' signature over %s", (_name, request) => {
    const base = { ...signed(), ...request };
    const sign = signRequest(SECRET, { ...base, timestamp: String(NOW), nonce: NONCE, body: base.body! });
    expect(checkSignature(SECRET, { ...base, sign }, NOW)).toEqual({ ok: true, nonce: NONCE, timestamp: NOW });
  });

  it('accepts up to 300 s of clock difference either way and refuses 301', () => {
    expect(checkSignature(SECRET, signed({}, String(NOW - 300)), NOW).ok).toBe(true);
    expect(checkSignature(SECRET, signed({}, String(NOW + 300)), NOW).ok).toBe(true);
    expect(checkSignature(SECRET, signed({}, String(NOW - 301)), NOW)).toEqual({ ok: false, error: 'TIMESTAMP_SKEW' });
    expect(checkSignature(SECRET, signed({}, String(NOW + 301)), NOW)).toEqual({ ok: false, error: 'TIMESTAMP_SKEW' });
  });

  it('checks the signature before the clock: a forged stale request is SIGNATURE_INVALID', () => {
    const stale = signed({}, String(NOW - 1000));
    expect(checkSignature('other', stale, NOW)).toEqual({ ok: false, error: 'SIGNATURE_INVALID' });
  });

  it.each<[string, Partial<SignedRequest>]>([
    ['another body', { body: new TextEncoder().encode('{"id":2}') }],
    ['no body', { body: new Uint8Array() }],
    ['unverifiable body bytes', { body: null }],
    ['another path', { path: '/api/box/open' }],
    ['another method', { method: 'PUT' }],
    ['a missing signature', { sign: undefined }],
    ['a repeated header', { sign: [signed().sign as string, signed().sign as string] }],
    ['a 31-character nonce', { nonce: NONCE.slice(1) }],
    ['a non-numeric timestamp', { timestamp: `${NOW}.0` }],
  ])('refuses %s', (_name, overrides) => {
    expect(checkSignature(SECRET, signed(overrides), NOW)).toEqual({ ok: false, error: 'SIGNATURE_INVALID' });
  });
});
