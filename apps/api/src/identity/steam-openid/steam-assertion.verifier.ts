// Verifies a Steam OpenID assertion that came back to one of our return_to pages: our own checks
// (domain/openid-assertion), then the provider's check_authentication, then the response nonce is
// recorded so the same assertion can never sign in twice. Answers the verified Steam id.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import {
  checkidSetupUrl,
  checkPositiveAssertion,
  NONCE_MAX_AGE_SECONDS,
  NONCE_MAX_SKEW_SECONDS,
  type OpenIdParams,
} from '../domain/openid-assertion';
import { returnToWithState } from '../domain/steam-state';
import { SITE_ADDRESS, STEAM_OPENID, type SiteAddress, type SteamOpenIdProvider } from './steam-openid.port';

/** The player web's pages the provider sends the browser back to (spec section 7: /steam/handle, /steam/bind). */
export const STEAM_RETURN_PATHS = { handle: '/steam/handle', bind: '/steam/bind' } as const;
export type SteamPurpose = keyof typeof STEAM_RETURN_PATHS;

@Injectable()
export class SteamAssertionVerifier {
  constructor(
    @Inject(STEAM_OPENID) private readonly provider: SteamOpenIdProvider,
    @Inject(SITE_ADDRESS) private readonly site: SiteAddress,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  /** Where to send the browser to sign in through Steam for this purpose; return_to carries the round trip's state. */
  loginUrl(purpose: SteamPurpose, state: string): string {
    const site = this.site();
    const returnTo = returnToWithState(`${site}${STEAM_RETURN_PATHS[purpose]}`, state);
    return checkidSetupUrl(this.provider.endpoint(), returnTo, `${site}/`);
  }

  /** Our own checks only (no provider, no nonce): the Steam id it claims, or the refusal. */
  precheck(params: OpenIdParams, purpose: SteamPurpose, now: Date): { steamId: string; nonce: string } {
    const check = checkPositiveAssertion(params, {
      opEndpoint: this.provider.endpoint(),
      returnTo: `${this.site()}${STEAM_RETURN_PATHS[purpose]}`,
      now,
    });
    if (!check.ok) {
      throw new DomainError(
        check.reason === 'cancelled' ? 'STEAM_SIGN_IN_CANCELLED' : 'STEAM_SIGN_IN_INVALID',
        {},
        {
          reason: check.reason,
        },
      );
    }
    return { steamId: check.steamId, nonce: check.nonce };
  }

  /** The verified Steam id; the assertion is used up. */
  async verify(params: OpenIdParams, purpose: SteamPurpose, now: Date): Promise<string> {
    const { steamId, nonce } = this.precheck(params, purpose, now);
    if (!(await this.provider.checkAuthentication(params))) {
      throw new DomainError('STEAM_SIGN_IN_INVALID', {}, { reason: 'not_valid' });
    }
    const expiresAt = new Date(now.getTime() + (NONCE_MAX_AGE_SECONDS + NONCE_MAX_SKEW_SECONDS) * 1000);
    const { rowCount } = await this.sql.query(
      `INSERT INTO identity_openid_nonces (op_endpoint, nonce, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [params['openid.op_endpoint'], nonce, expiresAt],
    );
    if (rowCount !== 1) throw new DomainError('STEAM_SIGN_IN_REPLAYED');
    return steamId;
  }
}
