// POST /api/arena/robots (contract section 12): a seated player fills the empty seats with robots and
// the battle starts. Answers with the battle after it.
// operationId: as the one arena controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Body, Controller } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BattleResponse, Language } from '@lootledger/contracts';
import { CurrentPlayer, type AuthenticatedPlayer, PlayerCommand } from '../../../platform/auth';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { BattleDto, BattleIdDto } from '../battles/battle.dto';
import { BattlesReader } from '../battles/battles.reader';
import { CallRobotsHandler } from './call-robots.handler';

@ApiTags('arena')
@Controller('api/arena')
export class CallRobotsController {
  constructor(
    private readonly calling: CallRobotsHandler,
    private readonly reader: BattlesReader,
  ) {}

  @PlayerCommand('robots', 'battles')
  @ApiOperation({
    operationId: 'ArenaController_robots',
    summary: 'A seated player fills the empty seats with robots (robot-<seat> client seeds); the battle starts',
    description: '403 NOT_SEATED, 422 ROBOTS_NOT_ALLOWED, 404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING',
  })
  @ApiEnvelope(BattleDto)
  async robots(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: BattleIdDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.calling.callRobots(player.playerId, body.id);
    return this.reader.detail(body.id, lang);
  }
}
