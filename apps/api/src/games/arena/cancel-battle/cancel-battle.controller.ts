// POST /api/arena/cancel (contract section 12): the creator cancels a waiting battle; every stake is
// refunded and the server seed revealed. Answers with the battle after it.
// operationId: as the one arena controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BattleResponse, Language } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../../platform/auth';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { BattleTable } from '../battles/battle-table';
import { BattleDto, BattleIdDto } from '../battles/battle.dto';
import { BattlesReader } from '../battles/battles.reader';
import { CancelBattleHandler } from './cancel-battle.handler';

@ApiTags('arena')
@Controller('api/arena')
export class CancelBattleController {
  constructor(
    private readonly table: BattleTable,
    private readonly cancelling: CancelBattleHandler,
    private readonly reader: BattlesReader,
  ) {}

  @Post('cancel')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'ArenaController_cancel',
    summary: 'The creator cancels a waiting battle: every stake is refunded and the server seed revealed',
    description: '403 NOT_BATTLE_CREATOR, 404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING',
  })
  @ApiEnvelope(BattleDto)
  async cancel(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: BattleIdDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.table.load(body.id);
    await this.cancelling.cancel(body.id, player.playerId, 'creator');
    return this.reader.detail(body.id, lang);
  }
}
