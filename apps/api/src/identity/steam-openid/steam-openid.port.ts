// The Steam sign-in port: where a browser is sent to sign in (the OpenID provider's endpoint) and how
// the provider confirms an assertion it signed (check_authentication, a direct POST back to it).
// Adapters: the real Steam endpoint (STEAM_PROVIDER=steam) and the sandbox one (the default).
import type { OpenIdParams } from '../domain/openid-assertion';

export interface SteamOpenIdProvider {
  /** The provider's endpoint as browsers reach it: assertions name it as openid.op_endpoint. */
  endpoint(): string;
  /** true when the provider says the assertion is valid (is_valid:true); throws STEAM_UNAVAILABLE when unreachable. */
  checkAuthentication(params: OpenIdParams): Promise<boolean>;
}

export const STEAM_OPENID = Symbol('STEAM_OPENID');

/** This site's absolute address as browsers reach it (PUBLIC_BASE_URL, else this server): realm and return_to live under it. */
export const SITE_ADDRESS = Symbol('SITE_ADDRESS');
export type SiteAddress = () => string;
