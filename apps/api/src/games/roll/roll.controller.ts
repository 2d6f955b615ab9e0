// The ROLL player calls (contract section 12): create a room (login), join, a room's detail, the lists.
import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language, Paged, RollRoomResponse } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, RefusedWhileExcluded } from '../../platform/auth';
import { hundredths } from '../../platform/http/staff-fields';
import { pageOf } from '../../platform/http/page-request.dto';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import {
  CreateRoomDto,
  JoinRoomDto,
  RollRoomDto,
  RollRoomPageDto,
  RoomDetailQueryDto,
  RoomListQueryDto,
} from './roll.dto';
import { RollService } from './roll.service';
import { RoomsReader } from './rooms/rooms.reader';
import { FeatureSwitch } from '../../platform/site-info/feature-switch';

@ApiTags('roll')
@Controller('api/roll')
export class RollController {
  constructor(
    private readonly roll: RollService,
    private readonly reader: RoomsReader,
  ) {}

  @Post('create')
  @RefusedWhileExcluded()
  @FeatureSwitch('roll')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
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
    const room = await this.roll.create(
      player.playerId,
      {
        name: body.name,
        description: body.description,
        password: body.password,
        minRecharge: hundredths(body.min_recharge ?? '0.00'),
        rechargeDays: body.recharge_days,
        maxParticipants: body.max_participants,
        endTime: new Date(body.end_time),
        subordinatesOnly: body.subordinates_only,
      },
      body.storage_ids,
    );
    return this.reader.detail(room.id!, lang);
  }

  @Post('join')
  @RefusedWhileExcluded()
  @FeatureSwitch('roll')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
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
    await this.roll.join(player.playerId, body.id, body.password);
    return this.reader.detail(body.id, lang);
  }

  @Get('detail')
  @ApiOperation({ summary: 'A room with its prizes, participants in join order, winners and seeds (once drawn)' })
  @ApiEnvelope(RollRoomDto)
  detail(@Query() query: RoomDetailQueryDto, @RequestLanguage() lang: Language): Promise<RollRoomResponse> {
    return this.reader.detail(query.id, lang);
  }

  @Get('list')
  @ApiOperation({ summary: 'Rooms, paged: status 0 ongoing (soonest draw first), 1 ended (latest first)' })
  @ApiEnvelope(RollRoomPageDto)
  list(@Query() query: RoomListQueryDto, @RequestLanguage() lang: Language): Promise<Paged<RollRoomResponse>> {
    return this.reader.list({ status: query.status ?? 0 }, pageOf(query), lang);
  }
}
