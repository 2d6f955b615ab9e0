import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { MeDto } from './me.dto';
import { GetMeHandler } from './get-me.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class GetMeController {
  constructor(private readonly handler: GetMeHandler) {}

  @Get('me')
  @ApiOperation({ summary: "The signed-in player's profile and balance" })
  @ApiOkResponse({ type: MeDto })
  me(@CurrentPlayer() player: AuthenticatedPlayer): Promise<MeDto> {
    return this.handler.execute(player.playerId);
  }
}
