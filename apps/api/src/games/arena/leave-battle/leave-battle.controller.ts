// POST /api/arena/leave (the spec's "cancel entering"): a player who paid for a seat leaves a battle
// before it starts and gets their stake back, once. Answers with the battle after it. Like a cancel,
// it hands coins back: allowed during a cool-off and with the arena switched off.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BattleResponse, Language } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../../platform/auth';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { BattleDto, BattleIdDto } from '../battles/battle.dto';
import { BattlesReader } from '../battles/battles.reader';
import { LeaveBattleHandler } from './leave-battle.handler';

@ApiTags('arena')
@Controller('api/arena')
export class LeaveBattleController {
  constructor(
    private readonly leaving: LeaveBattleHandler,
    private readonly reader: BattlesReader,
  ) {}

  @Post('leave')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'ArenaController_leave',
    summary:
      'Leave a battle before it starts: the seat is freed and the stake refunded (once; a repeat changes nothing)',
    description:
      '403 NOT_SEATED, 404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING, 409 CREATOR_CANNOT_LEAVE (cancel instead)',
  })
  @ApiEnvelope(BattleDto)
  async leave(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: BattleIdDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.leaving.leave(player.playerId, body.id);
    return this.reader.detail(body.id, lang);
  }
}
