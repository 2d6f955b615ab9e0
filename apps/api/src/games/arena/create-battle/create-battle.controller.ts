// POST /api/arena/create (contract section 12): a player creates a battle and pays for seat 0; answers
// with the battle after it.
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
import { CreateBattleDto } from './create-battle.dto';
import { CreateBattleHandler } from './create-battle.handler';

@ApiTags('arena')
@Controller('api/arena')
export class CreateBattleController {
  constructor(
    private readonly creating: CreateBattleHandler,
    private readonly reader: BattlesReader,
  ) {}

  @PlayerCommand('create', 'battles')
  @ApiOperation({
    operationId: 'ArenaController_create',
    summary: 'Create a battle: 1–6 boxes, 2–4 seats, a mode; the creator sits in seat 0 and pays the price',
    description: `400 VALIDATION_FAILED (a team battle has 4 seats), 404 BOX_NOT_FOUND, ${BATTLE_REFUSALS}`,
  })
  @ApiEnvelope(BattleDto)
  async create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: CreateBattleDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    const battle = await this.creating.create(player.playerId, body);
    return this.reader.detail(battle.id!, lang);
  }
}
