import { checkPositiveAssertion } from '../domain/openid-assertion';
import { isSteamId, parseSignInRequest, randomSteamId, redirectBack, SandboxSteamOpenId } from './sandbox-steam-openid';

const ENDPOINT = 'http://127.0.0.1:3000/sandbox/steam/login';
const REQUEST = { returnTo: 'http://127.0.0.1:3000/steam/handle', realm: 'http://127.0.0.1:3000/' };
const NOW = new Date('2026-11-23T10:00:00.500Z');
const provider = new SandboxSteamOpenId('a-secret', () => ENDPOINT);

describe('the sandbox Steam OpenID provider', () => {
  it("asserts the chosen Steam id in Steam's shape, which our relying-party checks accept", () => {
    const fields = provider.assert(REQUEST, '76561197960435530', NOW, 'unique1');
    expect(fields).toMatchObject({
      'openid.mode': 'id_res',
      'openid.op_endpoint': ENDPOINT,
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960435530',
      'openid.response_nonce': '2026-11-23T10:00:00Zunique1',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    });
    expect(checkPositiveAssertion(fields, { opEndpoint: ENDPOINT, returnTo: REQUEST.returnTo, now: NOW })).toEqual({
      ok: true,
      steamId: '76561197960435530',
      nonce: '2026-11-23T10:00:00Zunique1',
    });
  });

  it('confirms its own signature on check_authentication and nothing changed or signed by another key', () => {
    const fields = provider.assert(REQUEST, '76561197960435530', NOW);
    expect(provider.isValid(fields)).toBe(true);
    expect(provider.isValid({ ...fields, 'openid.return_to': 'http://evil.example/steam/handle' })).toBe(false);
    expect(provider.isValid({ ...fields, 'openid.sig': `${fields['openid.sig'].slice(0, -4)}AAA=` })).toBe(false);
    expect(provider.isValid({ ...fields, 'openid.assoc_handle': 'other' })).toBe(false);
    expect(provider.isValid({ ...fields, 'openid.signed': 'signed' })).toBe(false);
    expect(new SandboxSteamOpenId('another-secret', () => ENDPOINT).isValid(fields)).toBe(false);
  });

  it('serves only checkid_setup with identifier_select and a return_to under the realm', () => {
    const base = {
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': REQUEST.returnTo,
      'openid.realm': REQUEST.realm,
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    };
    expect(parseSignInRequest(base)).toEqual({ ok: true, request: REQUEST });
    expect(parseSignInRequest({ ...base, 'openid.realm': 'http://127.0.0.1:3000' }).ok).toBe(true);
    expect(parseSignInRequest({ ...base, 'openid.mode': 'checkid_immediate' }).ok).toBe(false);
    expect(parseSignInRequest({ ...base, 'openid.realm': 'http://other.example/' }).ok).toBe(false);
    expect(parseSignInRequest({ ...base, 'openid.return_to': 'javascript:alert(1)' }).ok).toBe(false);
    expect(parseSignInRequest({ ...base, 'openid.identity': 'https://steamcommunity.com/openid/id/1' }).ok).toBe(false);
  });

  it('echoes return_to with its state exactly as asked and signs it, like Steam: another state breaks the signature', () => {
    const withState = { ...REQUEST, returnTo: `${REQUEST.returnTo}?state=abc_-1` };
    const fields = provider.assert(withState, '76561197960435530', NOW);
    expect(fields['openid.return_to']).toBe('http://127.0.0.1:3000/steam/handle?state=abc_-1');
    expect(fields['openid.signed'].split(',')).toContain('return_to');
    expect(provider.isValid(fields)).toBe(true);
    expect(provider.isValid({ ...fields, 'openid.return_to': `${REQUEST.returnTo}?state=other` })).toBe(false);
    const back = new URL(redirectBack(withState.returnTo, fields));
    expect(back.searchParams.get('state')).toBe('abc_-1');
    expect(back.searchParams.get('openid.return_to')).toBe(withState.returnTo);
  });

  it("suggests valid Steam ids and keeps return_to's own query when redirecting back", () => {
    for (let i = 0; i < 20; i++) expect(isSteamId(randomSteamId())).toBe(true);
    expect(isSteamId('7656119796043553')).toBe(false);
    expect(isSteamId('76561197960265728')).toBe(false); // account id 0
    expect(isSteamId('76561202255233023')).toBe(true); // the largest 32-bit account id
    expect(isSteamId('76561202255233024')).toBe(false);
    const back = new URL(redirectBack('http://127.0.0.1:3000/steam/handle?from=x', { 'openid.mode': 'cancel' }));
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: 'x', 'openid.mode': 'cancel' });
  });
});
