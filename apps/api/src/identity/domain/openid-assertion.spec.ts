import { createHmac } from 'node:crypto';
import {
  checkidSetupUrl,
  checkPositiveAssertion,
  claimedSteamId,
  nonceTime,
  openIdSignature,
  parseKeyValueForm,
  sameSignature,
  signedKeyValueForm,
  type AssertionExpectation,
} from './openid-assertion';

const NOW = new Date('2026-11-23T10:00:30Z');
const ENDPOINT = 'https://steamcommunity.com/openid/login';
const RETURN_TO = 'https://lootledger.example/steam/handle';
const STEAM_ID = '76561197960435530';
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

/** A positive assertion in Steam's shape. */
function anAssertion(change: Record<string, string> = {}): Record<string, string> {
  return {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': ENDPOINT,
    'openid.claimed_id': `https://steamcommunity.com/openid/id/${STEAM_ID}`,
    'openid.identity': `https://steamcommunity.com/openid/id/${STEAM_ID}`,
    'openid.return_to': RETURN_TO,
    'openid.response_nonce': '2026-11-23T10:00:00Zq3N1b0ZzXx',
    'openid.assoc_handle': '1234567890',
    'openid.signed': SIGNED,
    'openid.sig': 'W0u5DRbtHE1GG0ZKXjerUZDUGmc=',
    ...change,
  };
}

const expected: AssertionExpectation = { opEndpoint: ENDPOINT, returnTo: RETURN_TO, now: NOW };

describe('checkid_setup', () => {
  it('sends identifier_select with return_to and realm', () => {
    const url = new URL(checkidSetupUrl(ENDPOINT, RETURN_TO, 'https://lootledger.example/'));
    expect(url.origin + url.pathname).toBe(ENDPOINT);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': RETURN_TO,
      'openid.realm': 'https://lootledger.example/',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
  });
});

describe('key-value form and signature', () => {
  it('encodes the signed fields in the order openid.signed lists them, one "key:value\\n" each', () => {
    const params = anAssertion();
    expect(signedKeyValueForm(params, SIGNED.split(','))).toBe(
      `signed:${SIGNED}\nop_endpoint:${ENDPOINT}\nclaimed_id:https://steamcommunity.com/openid/id/${STEAM_ID}\n` +
        `identity:https://steamcommunity.com/openid/id/${STEAM_ID}\nreturn_to:${RETURN_TO}\n` +
        'response_nonce:2026-11-23T10:00:00Zq3N1b0ZzXx\nassoc_handle:1234567890\n',
    );
  });

  it('signs with base64 HMAC-SHA256 of that form (HMAC-SHA1 for SHA1 associations)', () => {
    const key = Buffer.from('association-mac-key');
    const params = anAssertion();
    const form = signedKeyValueForm(params, SIGNED.split(','));
    expect(openIdSignature(key, params, SIGNED.split(','))).toBe(
      createHmac('sha256', key).update(form).digest('base64'),
    );
    expect(openIdSignature(key, params, SIGNED.split(','), 'sha1')).toBe(
      createHmac('sha1', key).update(form).digest('base64'),
    );
    const tampered = { ...params, 'openid.return_to': 'https://evil.example/steam/handle' };
    expect(openIdSignature(key, tampered, SIGNED.split(','))).not.toBe(openIdSignature(key, params, SIGNED.split(',')));
  });

  it('compares signatures by their bytes, never accepting an empty one', () => {
    expect(sameSignature('AAEC', 'AAEC')).toBe(true);
    expect(sameSignature('AAEC', 'AAED')).toBe(false);
    expect(sameSignature('', '')).toBe(false);
  });

  it('parses a key-value body, tolerating CRLF', () => {
    expect(parseKeyValueForm('ns:http://specs.openid.net/auth/2.0\r\nis_valid:true\r\n')).toEqual({
      ns: 'http://specs.openid.net/auth/2.0',
      is_valid: 'true',
    });
  });
});

describe('checkPositiveAssertion', () => {
  it("accepts Steam's assertion, naming the Steam id and the nonce", () => {
    expect(checkPositiveAssertion(anAssertion(), expected)).toEqual({
      ok: true,
      steamId: STEAM_ID,
      nonce: '2026-11-23T10:00:00Zq3N1b0ZzXx',
    });
  });

  it('accepts a return_to with extra query parameters, not another path or origin', () => {
    expect(checkPositiveAssertion(anAssertion({ 'openid.return_to': `${RETURN_TO}?from=header` }), expected).ok).toBe(
      true,
    );
    expect(
      checkPositiveAssertion(anAssertion({ 'openid.return_to': 'https://lootledger.example/steam/bind' }), expected),
    ).toEqual({ ok: false, reason: 'return_to' });
    expect(
      checkPositiveAssertion(anAssertion({ 'openid.return_to': 'http://lootledger.example/steam/handle' }), expected),
    ).toEqual({ ok: false, reason: 'return_to' });
    expect(checkPositiveAssertion(anAssertion({ 'openid.return_to': 'not a url' }), expected)).toEqual({
      ok: false,
      reason: 'return_to',
    });
  });

  it.each([
    ['cancelled', { 'openid.mode': 'cancel' }],
    ['not_openid2', { 'openid.ns': 'http://openid.net/signon/1.1' }],
    ['not_positive', { 'openid.mode': 'setup_needed' }],
    ['op_endpoint', { 'openid.op_endpoint': 'https://steamcommunity.com.evil.example/openid/login' }],
    ['claimed_id', { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/123' }],
    ['claimed_id', { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/99999999999999999' }],
    ['claimed_id', { 'openid.claimed_id': 'http://steamcommunity.com/openid/id/76561197960435530' }],
    ['claimed_id', { 'openid.identity': 'https://steamcommunity.com/openid/id/76561197960435531' }],
    ['unsigned_field', { 'openid.signed': 'signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle' }],
    ['unsigned_field', { 'openid.signed': `${SIGNED},ns.ext1` }],
    ['nonce', { 'openid.response_nonce': '2026-11-23T09:54:59Zabc' }],
    ['nonce', { 'openid.response_nonce': '2026-11-23T10:01:31Zabc' }],
    ['nonce', { 'openid.response_nonce': 'yesterday' }],
    ['signature_missing', { 'openid.sig': '' }],
  ])('refuses: %s', (reason, change) => {
    expect(checkPositiveAssertion(anAssertion(change), expected)).toEqual({ ok: false, reason });
  });

  it('takes nonces up to 5 minutes old and up to a minute ahead', () => {
    expect(
      checkPositiveAssertion(anAssertion({ 'openid.response_nonce': '2026-11-23T09:55:30Zabc' }), expected).ok,
    ).toBe(true);
    expect(
      checkPositiveAssertion(anAssertion({ 'openid.response_nonce': '2026-11-23T10:01:30Zabc' }), expected).ok,
    ).toBe(true);
  });

  it('reads the claimed Steam id without trusting it, and nonce times', () => {
    expect(claimedSteamId(anAssertion())).toBe(STEAM_ID);
    expect(claimedSteamId(anAssertion({ 'openid.claimed_id': 'https://example.com/id/1' }))).toBeUndefined();
    expect(nonceTime('2026-11-23T10:00:00Z')).toEqual(new Date('2026-11-23T10:00:00Z'));
    expect(nonceTime('2026-13-23T10:00:00Zx')).toBeUndefined();
    expect(nonceTime('2026-11-23T10:00:00Z has spaces')).toBeUndefined();
  });
});
