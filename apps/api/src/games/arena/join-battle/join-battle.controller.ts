// POST /api/arena/join (contract section 12): a player takes a seat and pays for it; the last seat
// starts the battle. Answers with the battle after it.
// operationId: as the one arena controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Body, Controller } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BattleResponse, Language } from '@lootledger/contracts';
import { CurrentPlayer, type AuthenticatedPlayer, PlayerCommand } from '../../../platform/auth';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { BATTLE_REFUSALS, BattleDto } from '../battles/battle.dto';
import { BattlesReader } from '../battles/battles.reader';
import { JoinBattleDto } from './join-battle.dto';
import { JoinBattleHandler } from './join-battle.handler';

@ApiTags('arena')
@Controller('api/arena')
export class JoinBattleController {
  constructor(
    private readonly joining: JoinBattleHandler,
    private readonly reader: BattlesReader,
  ) {}

  @PlayerCommand('join', 'battles')
  @ApiOperation({
    operationId: 'ArenaController_join',
    summary: 'Take a seat (the lowest free one unless named) and pay the price; the last seat starts the battle',
    description: `409 SEAT_TAKEN, 409 ALREADY_SEATED, ${BATTLE_REFUSALS}`,
  })
  @ApiEnvelope(BattleDto)
  async join(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: JoinBattleDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.joining.join(player.playerId, body.id, body.seat);
    return this.reader.detail(body.id, lang);
  }
}
