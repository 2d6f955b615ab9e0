import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { InviteCodeDto, SetInviteCodeDto } from './set-invite-code.dto';
import { SetInviteCodeHandler } from './set-invite-code.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class SetInviteCodeController {
  constructor(private readonly handler: SetInviteCodeHandler) {}

  @Post('set_invite_code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Choose your own invite code (once; the generated one keeps working for links already shared)',
    description:
      '422 INVITE_CODE_FORMAT (not 4–16 letters and digits with a letter), 422 INVITE_CODE_UNCHANGED (already ' +
      'yours), 409 INVITE_CODE_TAKEN (anyone has or had it, in any case, or it is reserved), 409 ' +
      'INVITE_CODE_ALREADY_SET (chosen before). data: {invite_code} as stored (upper case).',
  })
  @ApiEnvelope(InviteCodeDto)
  async setInviteCode(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetInviteCodeDto) {
    return respond(await this.handler.execute(player.playerId, body.invite_code), 'INVITE_CODE_SET');
  }
}
