// The OpenID 2.0 provider over HTTP: the browser is sent to `endpoint`, and check_authentication is
// a form POST to `verifyUrl` answered in key-value form. The real Steam adapter has both at
// STEAM_OPENID_URL; the sandbox adapter verifies through this server's own address. `fetch` is
// injected so the real adapter is tested with recorded exchanges, never against Steam.
import { DomainError } from '../../platform/errors/domain-error';
import { checkAuthenticationParams, OPENID_NS, parseKeyValueForm, type OpenIdParams } from '../domain/openid-assertion';
import type { SteamOpenIdProvider } from './steam-openid.port';

export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export const CHECK_AUTHENTICATION_TIMEOUT_MS = 10_000;

export class OpenIdHttpProvider implements SteamOpenIdProvider {
  constructor(
    private readonly endpointUrl: () => string,
    private readonly verifyUrl: () => string,
    private readonly fetchFn: FetchLike = (url, init) => fetch(url, init),
  ) {}

  endpoint(): string {
    return this.endpointUrl();
  }

  async checkAuthentication(params: OpenIdParams): Promise<boolean> {
    let status: number, body: string;
    try {
      const response = await this.fetchFn(this.verifyUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
        body: new URLSearchParams(checkAuthenticationParams(params)).toString(),
        signal: AbortSignal.timeout(CHECK_AUTHENTICATION_TIMEOUT_MS),
      });
      status = response.status;
      body = await response.text();
    } catch {
      throw new DomainError('STEAM_UNAVAILABLE');
    }
    if (status >= 500) throw new DomainError('STEAM_UNAVAILABLE');
    const answer = parseKeyValueForm(body);
    return status === 200 && answer.ns === OPENID_NS && answer.is_valid === 'true';
  }
}
