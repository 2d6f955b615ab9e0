import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { SetInviterDto } from './set-inviter.dto';
import { SetInviterHandler } from './set-inviter.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class SetInviterController {
  constructor(private readonly handler: SetInviterHandler) {}

  @Post('set_inviter')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bind an inviter by invite code (once, only while none is bound)',
    description:
      '409 INVITER_ALREADY_BOUND; 422 INVITE_CODE_INVALID for an unknown code, your own code, or the code of a player you ' +
      'invited (directly or further down). data: the inviter {name, invite_code}.',
  })
  async setInviter(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetInviterDto) {
    return respond(await this.handler.execute(player.playerId, body.invite_code), 'SAVED');
  }
}
