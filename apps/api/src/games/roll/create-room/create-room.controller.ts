// POST /api/roll/create (contract section 12): a player creates a ROLL room with backpack items as
// prizes (they leave the backpack now). Answers with the room.
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

import { CreateRoomDto, roomSettingsInput } from './create-room.dto';
import { CreateRoomHandler } from './create-room.handler';

@ApiTags('roll')
@Controller('api/roll')
export class CreateRoomController {
  constructor(
    private readonly creating: CreateRoomHandler,
    private readonly reader: RoomsReader,
  ) {}

  @PlayerCommand('create', 'roll')
  @ApiOperation({
    operationId: 'RollController_create',
    summary: 'Create a ROLL room: ≥3 distinct backpack items as prizes (they leave the backpack now)',
    description:
      '400 VALIDATION_FAILED (name, reload amount empty or below 0, end time, fewer than 3 prizes, a prize twice), 409 ITEM_NOT_IN_BACKPACK, 403 ACCOUNT_FROZEN',
  })
  @ApiEnvelope(RollRoomDto)
  async create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: CreateRoomDto,
    @RequestLanguage() lang: Language,
  ): Promise<RollRoomResponse> {
    const room = await this.creating.create(
      player.playerId,
      { ...roomSettingsInput(body), subordinatesOnly: body.subordinates_only },
      body.storage_ids,
    );
    return this.reader.detail(room.id!, lang);
  }
}
