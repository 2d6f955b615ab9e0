import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { SetLanguageDto } from './set-language.dto';
import { SetLanguageHandler } from './set-language.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class SetLanguageController {
  constructor(private readonly handler: SetLanguageHandler) {}

  @Post('setLanguage')
  @HttpCode(200)
  @ApiOperation({
    summary: "Store the player's language (zh or en)",
    description: '422 LANGUAGE_UNCHANGED when it is already that language.',
  })
  async setLanguage(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetLanguageDto) {
    return respond(await this.handler.execute(player.playerId, body.lang), 'LANGUAGE_SWITCHED');
  }
}
