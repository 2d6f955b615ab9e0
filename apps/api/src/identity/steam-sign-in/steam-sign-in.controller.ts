// GET /api/steam/login (where to send the browser) and POST /api/steam/handle (the provider's answer
// as it came back to the player web's /steam/handle page: sign in, or sign up the first time).
import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { resolveLanguage } from '../../platform/i18n/language';
import { isGiven } from '../accounts/consent';
import { openIdParamsOf } from '../steam-openid/openid-return.dto';
import { SteamAssertionVerifier } from '../steam-openid/steam-assertion.verifier';
import { SteamHandleDto, SteamLoginQueryDto, SteamLoginUrlDto, SteamSignInDto } from './steam-sign-in.dto';
import { SteamSignInHandler } from './steam-sign-in.handler';

@ApiTags('identity')
@Controller('api/steam')
export class SteamSignInController {
  constructor(
    private readonly handler: SteamSignInHandler,
    private readonly verifier: SteamAssertionVerifier,
  ) {}

  @Get('login')
  @ApiOperation({
    summary: 'Where to send the browser to sign in through Steam (OpenID 2.0 checkid_setup)',
    description:
      "return_to is this site's /steam/handle (purpose handle) or /steam/bind (purpose bind), realm the site itself.",
  })
  @ApiOkResponse({ type: SteamLoginUrlDto })
  login(@Query() query: SteamLoginQueryDto): SteamLoginUrlDto {
    return { url: this.verifier.loginUrl(query.purpose ?? 'handle') };
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
      'a Steam id without an account: 422 AGREEMENT_REQUIRED / AGE_REQUIRED unless agree and adult are sent (the ' +
      'assertion is not used up by these two, send it again with them). need_mobile: the account has no mobile yet.',
  })
  @ApiOkResponse({ type: SteamSignInDto })
  async handle(
    @Body() body: SteamHandleDto,
    @Query() query: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const signedIn = await this.handler.execute({
      params: openIdParamsOf(body),
      agree: isGiven(body.agree),
      adult: isGiven(body.adult),
      lang: resolveLanguage(query, acceptLanguage),
    });
    return respond(signedIn, 'LOGGED_IN');
  }
}
