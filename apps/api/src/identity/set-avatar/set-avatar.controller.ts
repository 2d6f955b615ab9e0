import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { SetAvatarDto } from './set-avatar.dto';
import { SetAvatarHandler } from './set-avatar.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class SetAvatarController {
  constructor(private readonly handler: SetAvatarHandler) {}

  @Post('set_avatar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Use an uploaded image as avatar',
    description: 'Only a url this player got from POST /api/image/base64: anything else is 422 AVATAR_INVALID.',
  })
  async setAvatar(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetAvatarDto) {
    return respond(await this.handler.execute(player.playerId, body.path), 'SAVED');
  }
}
