// The real Steam adapter (STEAM_PROVIDER=steam) against recorded exchanges: a fake fetch stands in
// for steamcommunity.com and answers check_authentication with the bodies Steam answers (in its
// key-value form), so nothing here reaches the network.
import { loadConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import { checkPositiveAssertion } from '../domain/openid-assertion';
import { SandboxSteamController } from '../sandbox-steam/sandbox-steam.controller';
import { OpenIdHttpProvider, type FetchLike } from './openid-http.provider';
import { SITE_ADDRESS, STEAM_OPENID } from './steam-openid.port';
import { SteamProviderModule } from './steam-provider.module';

const STEAM = 'https://steamcommunity.com/openid/login';

/** A positive assertion as Steam sends it back to return_to (query string of the redirect). */
const STEAM_ASSERTION: Record<string, string> = {
  'openid.ns': 'http://specs.openid.net/auth/2.0',
  'openid.mode': 'id_res',
  'openid.op_endpoint': STEAM,
  'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960435530',
  'openid.identity': 'https://steamcommunity.com/openid/id/76561197960435530',
  'openid.return_to': 'https://lootledger.example/steam/handle',
  'openid.response_nonce': '2026-11-23T10:00:00ZG6mUGmE3Z4oOBGa2nMSLr7GMizA=',
  'openid.assoc_handle': '1234567890',
  'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
  'openid.sig': 'Ls9dAZ7Kms3nQ2l8dfQ6HkjWp2IAGTQ5xnXm5BeJ1a0=',
};

/** Steam's answers to check_authentication (HTTP 200, text/plain). */
const RECORDED = {
  valid: 'ns:http://specs.openid.net/auth/2.0\nis_valid:true\n',
  invalid: 'ns:http://specs.openid.net/auth/2.0\nis_valid:false\n',
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

function recordedSteam(status: number, body: string): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, method: init.method, headers: init.headers, body: new URLSearchParams(init.body) });
      return { ok: status < 400, status, text: async () => body };
    },
  };
}

const steamAdapter = (fetch: FetchLike) =>
  new OpenIdHttpProvider(
    () => STEAM,
    () => STEAM,
    fetch,
  );

describe('the real Steam adapter (recorded exchanges)', () => {
  it('posts the assertion back unchanged but for mode=check_authentication, form-encoded, to STEAM_OPENID_URL', async () => {
    const steam = recordedSteam(200, RECORDED.valid);
    expect(await steamAdapter(steam.fetch).checkAuthentication(STEAM_ASSERTION)).toBe(true);
    expect(steam.calls).toHaveLength(1);
    const [call] = steam.calls;
    expect({ url: call.url, method: call.method, type: call.headers['content-type'] }).toEqual({
      url: STEAM,
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(call.body)).toEqual({ ...STEAM_ASSERTION, 'openid.mode': 'check_authentication' });
  });

  it('refuses what Steam says is not valid (a tampered signature, a replayed assertion)', async () => {
    const tampered = { ...STEAM_ASSERTION, 'openid.sig': 'AAAA' + STEAM_ASSERTION['openid.sig'].slice(4) };
    expect(await steamAdapter(recordedSteam(200, RECORDED.invalid).fetch).checkAuthentication(tampered)).toBe(false);
  });

  it.each([
    ['an answer without is_valid', 200, 'ns:http://specs.openid.net/auth/2.0\n'],
    ['an OpenID 1 answer', 200, 'is_valid:true\n'],
    ['is_valid:TRUE (not the exact word)', 200, 'ns:http://specs.openid.net/auth/2.0\nis_valid:TRUE\n'],
    ['an HTML error page', 200, '<html><body>Error</body></html>'],
    ['a 400', 400, RECORDED.valid],
  ])('treats %s as not valid', async (_name, status, body) => {
    expect(await steamAdapter(recordedSteam(status, body).fetch).checkAuthentication(STEAM_ASSERTION)).toBe(false);
  });

  it('says STEAM_UNAVAILABLE when Steam is down or unreachable', async () => {
    await expect(
      steamAdapter(recordedSteam(503, 'Service Unavailable').fetch).checkAuthentication(STEAM_ASSERTION),
    ).rejects.toEqual(new DomainError('STEAM_UNAVAILABLE'));
    const unreachable: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(steamAdapter(unreachable).checkAuthentication(STEAM_ASSERTION)).rejects.toMatchObject({
      key: 'STEAM_UNAVAILABLE',
    });
  });

  it("the recorded assertion passes our own checks against Steam's endpoint (then only is_valid decides)", () => {
    const check = checkPositiveAssertion(STEAM_ASSERTION, {
      opEndpoint: STEAM,
      returnTo: 'https://lootledger.example/steam/handle',
      now: new Date('2026-11-23T10:01:00Z'),
    });
    expect(check).toEqual({ ok: true, steamId: '76561197960435530', nonce: STEAM_ASSERTION['openid.response_nonce'] });
  });
});

describe('SteamProviderModule', () => {
  it('mounts the sandbox provider with STEAM_PROVIDER=sandbox (the default)', () => {
    const module = SteamProviderModule.forRoot(loadConfig({}));
    expect(module.controllers).toEqual([SandboxSteamController]);
    expect(module.exports).toEqual([STEAM_OPENID, SITE_ADDRESS]);
    expect(module.global).toBe(true);
  });

  it('mounts nothing with STEAM_PROVIDER=steam, and refuses a STEAM_OPENID_URL that is not https', () => {
    expect(SteamProviderModule.forRoot(loadConfig({ STEAM_PROVIDER: 'steam' })).controllers).toBeUndefined();
    expect(() =>
      SteamProviderModule.forRoot(
        loadConfig({ STEAM_PROVIDER: 'steam', STEAM_OPENID_URL: 'http://steamcommunity.com/openid/login' }),
      ),
    ).toThrow(/STEAM_OPENID_URL=http:\/\/steamcommunity.com\/openid\/login: not an https URL/);
    expect(loadConfig({}).steamOpenIdUrl).toBe('https://steamcommunity.com/openid/login');
  });

  it('refuses to start with an unknown adapter, naming the available ones', () => {
    expect(() => SteamProviderModule.forRoot(loadConfig({ STEAM_PROVIDER: 'openid' }))).toThrow(
      'STEAM_PROVIDER=openid: no such Steam sign-in adapter (available: sandbox, steam)',
    );
    expect(() => SteamProviderModule.forRoot(loadConfig({ STEAM_PROVIDER: 'toString' }))).toThrow(
      /no such Steam sign-in adapter/,
    );
  });
});
