// The arena's player reads (contract section 12): a battle's detail, the lists (waiting and running,
// ended, the signed-in player's), and the boxes a battle may hold.
// operationId: as the one arena controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  formatAmount,
  type BattleBoxOptionResponse,
  type BattleResponse,
  type Language,
  type Paged,
} from '@lootledger/contracts';
import { ListEnabledBoxesQuery, type EnabledBoxView } from '../../../catalogue';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../../platform/auth';
import { pageOf } from '../../../platform/http/page-request.dto';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { BattleBoxOptionDto, BattleDetailQueryDto, BattleDto, BattleListQueryDto, BattlePageDto } from './battle.dto';
import { BattlesReader } from './battles.reader';

@ApiTags('arena')
@Controller('api/arena')
export class BattlesController {
  constructor(
    private readonly reader: BattlesReader,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('detail')
  @ApiOperation({
    operationId: 'ArenaController_detail',
    summary: 'A battle with its seats, every round drawn (once started) and its seeds',
  })
  @ApiEnvelope(BattleDto)
  detail(@Query() query: BattleDetailQueryDto, @RequestLanguage() lang: Language): Promise<BattleResponse> {
    return this.reader.detail(query.game_arena_id, lang);
  }

  @Get('list')
  @ApiOperation({
    operationId: 'ArenaController_list',
    summary: 'Battles waiting or in progress (or one `status`), newest first, without rounds',
  })
  @ApiEnvelope(BattlePageDto)
  list(@Query() query: BattleListQueryDto, @RequestLanguage() lang: Language): Promise<Paged<BattleResponse>> {
    return this.reader.list(
      { statuses: query.status === undefined ? undefined : [query.status], mode: query.mode, seats: query.seats },
      pageOf(query),
      lang,
    );
  }

  @Get('history')
  @ApiOperation({ operationId: 'ArenaController_history', summary: 'Ended battles, the latest first' })
  @ApiEnvelope(BattlePageDto)
  history(@Query() query: BattleListQueryDto, @RequestLanguage() lang: Language): Promise<Paged<BattleResponse>> {
    return this.reader.list({ statuses: [2], mode: query.mode, seats: query.seats }, pageOf(query), lang);
  }

  @Get('me-history')
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'ArenaController_meHistory',
    summary: "The signed-in player's battles (any status), newest first",
  })
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
  @ApiOperation({ operationId: 'ArenaController_boxList', summary: 'The boxes a battle may hold, with their prices' })
  @ApiEnvelope(BattleBoxOptionDto, { isArray: true })
  boxList(@RequestLanguage() lang: Language): Promise<BattleBoxOptionResponse[]> {
    return this.boxOptions(lang);
  }

  @Get('boxs')
  @ApiOperation({ operationId: 'ArenaController_boxs', summary: 'The same list as box-list (the spec names both)' })
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
