import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { SetSteamUrlDto } from './set-steam-url.dto';
import { SetSteamUrlHandler } from './set-steam-url.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class SetSteamUrlController {
  constructor(private readonly handler: SetSteamUrlHandler) {}

  @Post('set_steam_url')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set the Steam trade-offer URL (where extracted items are sent)',
    description:
      'Format https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<8 characters [A-Za-z0-9_-]>; otherwise ' +
      '422 STEAM_URL_INVALID; 422 STEAM_URL_NOT_YOURS when a Steam account is bound (Steam sign-in) and the ' +
      'URL belongs to another. steam_id (a string) is derived: partner + 76561197960265728.',
  })
  async setSteamUrl(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetSteamUrlDto) {
    return respond(await this.handler.execute(player.playerId, body.steam_url), 'SAVED');
  }
}
