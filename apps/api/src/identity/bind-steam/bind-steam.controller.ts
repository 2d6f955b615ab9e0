// POST /api/steam/bind: the OpenID fields Steam sent back to the player web's /steam/bind page, bound
// to the signed-in account that started the round trip.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { SteamBoundResponse } from '@lootledger/contracts';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { respond } from '../../platform/http/api-response';
import { OpenIdReturnDto, openIdParamsOf } from '../steam-openid/openid-return.dto';
import { BindSteamHandler } from './bind-steam.handler';

class SteamBoundDto implements SteamBoundResponse {
  @ApiProperty({ example: '76561197960287930' }) steam_id!: string;
}

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api/steam')
@UseGuards(PlayerAuthGuard)
export class BindSteamController {
  constructor(private readonly handler: BindSteamHandler) {}

  @Post('bind')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bind the Steam account of an OpenID assertion (return_to /steam/bind) to your account',
    description:
      'The assertion is checked as for /api/steam/handle (same refusals). Its return_to must carry a state this ' +
      'player started with GET /api/steam/login?purpose=bind under 10 minutes ago and has not used (422 ' +
      'STEAM_STATE_INVALID, data.reason missing, unknown, expired or used). 409 STEAM_ALREADY_BOUND: this account ' +
      'has a Steam account; 409 STEAM_ID_TAKEN: that Steam account belongs to another account; 409 ' +
      'STEAM_URL_OF_OTHER_ACCOUNT: the saved trade URL sends items to another Steam account (nothing changes; ' +
      'bind that account, or save a trade URL of this one first). Afterwards /api/me shows steam_id, and the ' +
      'saved trade URL is kept.',
  })
  @ApiOkResponse({ type: SteamBoundDto })
  async bind(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: OpenIdReturnDto) {
    return respond(await this.handler.execute(player.playerId, openIdParamsOf(body)), 'STEAM_BOUND');
  }
}
