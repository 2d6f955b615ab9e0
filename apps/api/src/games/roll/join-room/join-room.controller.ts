// POST /api/roll/join (contract section 12): a player joins a ROLL room before its end time. Answers
// with the room.
// operationId: as the one roll controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Body, Controller } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language, RollRoomResponse } from '@lootledger/contracts';
import { CurrentPlayer, type AuthenticatedPlayer, PlayerCommand } from '../../../platform/auth';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { RollRoomDto } from '../rooms/room.dto';
import { RoomsReader } from '../rooms/rooms.reader';

import { JoinRoomDto } from './join-room.dto';
import { JoinRoomHandler } from './join-room.handler';

@ApiTags('roll')
@Controller('api/roll')
export class JoinRoomController {
  constructor(
    private readonly joining: JoinRoomHandler,
    private readonly reader: RoomsReader,
  ) {}

  @PlayerCommand('join', 'roll')
  @ApiOperation({
    operationId: 'RollController_join',
    summary: 'Join a ROLL room before its end time',
    description:
      '404 ROLL_NOT_FOUND, 409 ROLL_ENDED, 409 ROLL_ALREADY_JOINED, 409 ROLL_FULL, 409 ROLL_OWN_ROOM, 403 ROLL_WRONG_PASSWORD, 403 ROLL_INVITEES_ONLY, 403 ROLL_RECHARGE_TOO_LOW, 403 ACCOUNT_FROZEN',
  })
  @ApiEnvelope(RollRoomDto)
  async join(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: JoinRoomDto,
    @RequestLanguage() lang: Language,
  ): Promise<RollRoomResponse> {
    await this.joining.join(player.playerId, body.id, body.password);
    return this.reader.detail(body.id, lang);
  }
}
