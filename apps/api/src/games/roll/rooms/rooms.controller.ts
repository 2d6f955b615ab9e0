// The ROLL player reads (contract section 12): a room's detail and the rooms, paged.
// operationId: as the one roll controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language, Paged, RollRoomResponse } from '@lootledger/contracts';
import { pageOf } from '../../../platform/http/page-request.dto';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { RollRoomDto, RollRoomPageDto, RoomDetailQueryDto, RoomListQueryDto } from './room.dto';
import { RoomsReader } from './rooms.reader';

@ApiTags('roll')
@Controller('api/roll')
export class RoomsController {
  constructor(private readonly reader: RoomsReader) {}

  @Get('detail')
  @ApiOperation({
    operationId: 'RollController_detail',
    summary: 'A room with its prizes, participants in join order, winners and seeds (once drawn)',
  })
  @ApiEnvelope(RollRoomDto)
  detail(@Query() query: RoomDetailQueryDto, @RequestLanguage() lang: Language): Promise<RollRoomResponse> {
    return this.reader.detail(query.id, lang);
  }

  @Get('list')
  @ApiOperation({
    operationId: 'RollController_list',
    summary: 'Rooms, paged: status 0 ongoing (soonest draw first), 1 ended (latest first)',
  })
  @ApiEnvelope(RollRoomPageDto)
  list(@Query() query: RoomListQueryDto, @RequestLanguage() lang: Language): Promise<Paged<RollRoomResponse>> {
    return this.reader.list({ status: query.status ?? 0 }, pageOf(query), lang);
  }
}
