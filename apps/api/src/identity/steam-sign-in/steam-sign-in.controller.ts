// GET /api/steam/login (start a round trip: where to send the browser, with a fresh state in
// return_to) and POST /api/steam/handle (the provider's answer as it came back to the player web's
// /steam/handle page: sign in, or sign up the first time).
import { Body, Controller, Get, Header, Headers, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PLAYER_SESSIONS, playerSessionOf, type PlayerSessionVerifier } from '../../platform/auth';
import { respond } from '../../platform/http/api-response';
import { resolveLanguage } from '../../platform/i18n/language';
import { ClientIp } from '../accounts/client-ip';
import { isGiven } from '../accounts/consent';
import { IdentityClock } from '../identity-clock';
import { openIdParamsOf } from '../steam-openid/openid-return.dto';
import { SteamAssertionVerifier } from '../steam-openid/steam-assertion.verifier';
import { SteamStateStore } from '../steam-openid/steam-state.store';
import { SteamHandleDto, SteamLoginQueryDto, SteamLoginUrlDto, SteamSignInDto } from './steam-sign-in.dto';
import { SteamSignInHandler } from './steam-sign-in.handler';

@ApiTags('identity')
@Controller('api/steam')
export class SteamSignInController {
  constructor(
    private readonly handler: SteamSignInHandler,
    private readonly verifier: SteamAssertionVerifier,
    private readonly states: SteamStateStore,
    private readonly clock: IdentityClock,
    @Inject(PLAYER_SESSIONS) private readonly sessions: PlayerSessionVerifier,
  ) {}

  @Get('login')
  @Header('cache-control', 'no-store')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start a Steam round trip: where to send the browser (OpenID 2.0 checkid_setup)',
    description:
      "return_to is this site's /steam/handle (purpose handle) or /steam/bind (purpose bind) with a fresh " +
      'single-use state (?state=...) valid for 10 minutes, realm the site itself. purpose bind needs the ' +
      "player's bearer token (401 otherwise): only that player may bind with it. purpose handle answers " +
      'state_secret: the starting browser keeps it and sends it with the assertion to /api/steam/handle.',
  })
  @ApiOkResponse({ type: SteamLoginUrlDto })
  async login(
    @Query() query: SteamLoginQueryDto,
    @Headers('authorization') authorization?: string,
  ): Promise<SteamLoginUrlDto> {
    const now = this.clock.now();
    if (query.purpose === 'bind') {
      // Only that player may bind with it: the same refusals as PlayerAuthGuard.
      const { playerId } = await playerSessionOf(this.sessions, authorization);
      const { state } = await this.states.issue({ purpose: 'bind', playerId }, now);
      return { url: this.verifier.loginUrl('bind', state) };
    }
    const { state, secret } = await this.states.issue({ purpose: 'handle' }, now);
    return { url: this.verifier.loginUrl('handle', state), state_secret: secret ?? undefined };
  }

  @Post('handle')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with the OpenID fields Steam sent back to /steam/handle',
    description:
      "Checked: OpenID 2.0 id_res, op_endpoint, return_to (this site's /steam/handle), the claimed id " +
      '(https://steamcommunity.com/openid/id/<17 digits>), the signed fields, a fresh response nonce; then ' +
      'check_authentication with the provider. Refusals: 422 STEAM_SIGN_IN_INVALID (data.reason), 422 ' +
      'STEAM_SIGN_IN_CANCELLED, 409 STEAM_SIGN_IN_REPLAYED (the assertion was used before), 503 STEAM_UNAVAILABLE; ' +
      "422 STEAM_STATE_INVALID (data.reason missing, unknown, expired or used): return_to's state is not one this " +
      'browser started (state_secret from GET /api/steam/login), is over 10 minutes old or was used; ' +
      'a Steam id without an account: 422 AGREEMENT_REQUIRED / AGE_REQUIRED unless agree and adult are sent (the ' +
      'assertion is not used up by these two, send it again with them); 429 REGISTRATION_LIMIT when that new account ' +
      'would pass REGISTRATIONS_PER_ADDRESS_PER_DAY for the client address. need_mobile: the account has no mobile yet.',
  })
  @ApiOkResponse({ type: SteamSignInDto })
  async handle(
    @Body() body: SteamHandleDto,
    @ClientIp() clientIp: string,
    @Query() query: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const signedIn = await this.handler.execute({
      params: openIdParamsOf(body),
      stateSecret: typeof body.state_secret === 'string' ? body.state_secret : '',
      agree: isGiven(body.agree),
      adult: isGiven(body.adult),
      lang: resolveLanguage(query, acceptLanguage),
      source: { address: clientIp, deviceId: null },
    });
    return respond(signedIn, 'LOGGED_IN');
  }
}
