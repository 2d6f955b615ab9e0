// The arena's player calls (contract section 12): create, join, call robots, cancel, a battle's
// detail, the lists, and the boxes a battle may hold. Writes answer with the battle after them.
import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  formatAmount,
  type BattleBoxOptionResponse,
  type BattleResponse,
  type Language,
  type Paged,
} from '@lootledger/contracts';
import { ListEnabledBoxesQuery, type EnabledBoxView } from '../../catalogue';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, RefusedWhileExcluded } from '../../platform/auth';
import { pageOf } from '../../platform/http/page-request.dto';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import {
  BattleBoxOptionDto,
  BattleDetailQueryDto,
  BattleDto,
  BattleIdDto,
  BattleListQueryDto,
  BattlePageDto,
  CreateBattleDto,
  JoinBattleDto,
} from './arena.dto';
import { ArenaService } from './arena.service';
import { BattlesReader } from './battles/battles.reader';
import { FeatureSwitch } from '../../platform/site-info/feature-switch';

const REFUSALS =
  '404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING, 403 ACCOUNT_FROZEN, 422 INSUFFICIENT_BALANCE. A refusal moves no coins.';

@ApiTags('arena')
@Controller('api/arena')
export class ArenaController {
  constructor(
    private readonly arena: ArenaService,
    private readonly reader: BattlesReader,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RefusedWhileExcluded()
  @FeatureSwitch('battles')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Create a battle: 1–6 boxes, 2–4 seats, a mode; the creator sits in seat 0 and pays the price',
    description: `400 VALIDATION_FAILED (a team battle has 4 seats), 404 BOX_NOT_FOUND, ${REFUSALS}`,
  })
  @ApiEnvelope(BattleDto)
  async create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: CreateBattleDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    const battle = await this.arena.create(player.playerId, body);
    return this.reader.detail(battle.id!, lang);
  }

  @Post('join')
  @RefusedWhileExcluded()
  @FeatureSwitch('battles')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Take a seat (the lowest free one unless named) and pay the price; the last seat starts the battle',
    description: `409 SEAT_TAKEN, 409 ALREADY_SEATED, ${REFUSALS}`,
  })
  @ApiEnvelope(BattleDto)
  async join(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: JoinBattleDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.arena.join(player.playerId, body.id, body.seat);
    return this.reader.detail(body.id, lang);
  }

  @Post('robots')
  @RefusedWhileExcluded()
  @FeatureSwitch('battles')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'A seated player fills the empty seats with robots (robot-<seat> client seeds); the battle starts',
    description: '403 NOT_SEATED, 422 ROBOTS_NOT_ALLOWED, 404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING',
  })
  @ApiEnvelope(BattleDto)
  async robots(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: BattleIdDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.arena.callRobots(player.playerId, body.id);
    return this.reader.detail(body.id, lang);
  }

  @Post('cancel')
  @HttpCode(200)
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The creator cancels a waiting battle: every stake is refunded and the server seed revealed',
    description: '403 NOT_BATTLE_CREATOR, 404 BATTLE_NOT_FOUND, 409 BATTLE_NOT_WAITING',
  })
  @ApiEnvelope(BattleDto)
  async cancel(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: BattleIdDto,
    @RequestLanguage() lang: Language,
  ): Promise<BattleResponse> {
    await this.arena.load(body.id);
    await this.arena.cancel(body.id, player.playerId, 'creator');
    return this.reader.detail(body.id, lang);
  }

  @Get('detail')
  @ApiOperation({ summary: 'A battle with its seats, every round drawn (once started) and its seeds' })
  @ApiEnvelope(BattleDto)
  detail(@Query() query: BattleDetailQueryDto, @RequestLanguage() lang: Language): Promise<BattleResponse> {
    return this.reader.detail(query.game_arena_id, lang);
  }

  @Get('list')
  @ApiOperation({ summary: 'Battles waiting or in progress (or one `status`), newest first, without rounds' })
  @ApiEnvelope(BattlePageDto)
  list(@Query() query: BattleListQueryDto, @RequestLanguage() lang: Language): Promise<Paged<BattleResponse>> {
    return this.reader.list(
      { statuses: query.status === undefined ? undefined : [query.status], mode: query.mode, seats: query.seats },
      pageOf(query),
      lang,
    );
  }

  @Get('history')
  @ApiOperation({ summary: 'Ended battles, the latest first' })
  @ApiEnvelope(BattlePageDto)
  history(@Query() query: BattleListQueryDto, @RequestLanguage() lang: Language): Promise<Paged<BattleResponse>> {
    return this.reader.list({ statuses: [2], mode: query.mode, seats: query.seats }, pageOf(query), lang);
  }

  @Get('me-history')
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The signed-in player's battles (any status), newest first" })
  @ApiEnvelope(BattlePageDto)
  meHistory(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() query: BattleListQueryDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<BattleResponse>> {
    return this.reader.list(
      { statuses: query.status === undefined ? [0, 1, 2, 3] : [query.status], playerId: player.playerId },
      pageOf(query),
      lang,
    );
  }

  @Get('box-list')
  @ApiOperation({ summary: 'The boxes a battle may hold, with their prices' })
  @ApiEnvelope(BattleBoxOptionDto, { isArray: true })
  boxList(@RequestLanguage() lang: Language): Promise<BattleBoxOptionResponse[]> {
    return this.boxOptions(lang);
  }

  @Get('boxs')
  @ApiOperation({ summary: 'The same list as box-list (the spec names both)' })
  @ApiEnvelope(BattleBoxOptionDto, { isArray: true })
  boxs(@RequestLanguage() lang: Language): Promise<BattleBoxOptionResponse[]> {
    return this.boxOptions(lang);
  }

  private async boxOptions(lang: Language): Promise<BattleBoxOptionResponse[]> {
    const boxes = await this.queryBus.execute<ListEnabledBoxesQuery, EnabledBoxView[]>(new ListEnabledBoxesQuery());
    return boxes.map((box) => ({
      id: box.id,
      name: lang === 'zh' ? box.name_zh : box.name_en,
      cover: box.cover,
      price: formatAmount(box.price),
    }));
  }
}
