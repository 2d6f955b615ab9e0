import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { SetNameDto } from './set-name.dto';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class SetNameController {
  constructor(private readonly players: PlayerAccountRepository) {}

  @Post('set_name')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the nickname (1-20 characters after trimming)' })
  async setName(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetNameDto) {
    await this.players.update(player.playerId, { name: body.name }, new Date());
    return respond({ name: body.name }, 'SAVED');
  }
}
