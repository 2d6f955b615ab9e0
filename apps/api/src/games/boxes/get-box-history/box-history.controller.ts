// GET /api/history/{user_id}: a player's box openings, newest first, with the items each dropped
// (the spec's /history/:id page; the feed's "who opened what"). Public: no mobile, no balance.
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  formatAmount,
  type BoxOpeningBoxResponse,
  type BoxOpeningResponse,
  type GrantedItemResponse,
  type Language,
  type Paged,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { grantedItemView, type GrantedItem } from '../../../ledger';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { PageRequestDto, pageOf } from '../../../platform/http/page-request.dto';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { PageDto } from '../../../platform/openapi/page.dto';

class HistoryItemDto implements GrantedItemResponse {
  @ApiProperty() hash_name!: string;
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.34' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() dura_alias!: string;
  @ApiProperty() dura_alias_en!: string;
}

class HistoryBoxDto implements BoxOpeningBoxResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '10.00' }) price!: string;
}

class BoxOpeningDto implements BoxOpeningResponse {
  @ApiProperty() open_id!: string;
  @ApiProperty({ type: HistoryBoxDto }) box!: HistoryBoxDto;
  @ApiProperty() num!: number;
  @ApiProperty({ type: [HistoryItemDto] }) items!: HistoryItemDto[];
  @ApiProperty() created_at!: string;
}

class BoxOpeningsPageDto extends PageDto(BoxOpeningDto) implements Paged<BoxOpeningResponse> {}

interface OpeningRow {
  open_id: string;
  box_id: string | null;
  box_name_zh: string | null;
  box_name_en: string | null;
  box_cover: string | null;
  num: number | null;
  price: string | null;
  items: GrantedItem[] | string | null;
  created_at: Date | string;
}

@ApiTags('boxes')
@Controller('api/history')
export class BoxHistoryController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get(':user_id')
  @ApiOperation({ summary: "A player's box openings, newest first, with the items they dropped" })
  @ApiEnvelope(BoxOpeningsPageDto)
  async history(
    @Param('user_id') userId: string,
    @Query() request: PageRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<BoxOpeningDto>> {
    const { page, perPage } = pageOf(request);
    const [counted, rows] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM games_box_opens WHERE player_id = $1`, [
        userId,
      ]),
      this.sql.query<OpeningRow>(
        `SELECT open_id, box_id, box_name_zh, box_name_en, box_cover, num, price::text AS price, items, created_at
           FROM games_box_opens WHERE player_id = $1 ORDER BY created_at DESC, open_id LIMIT $2 OFFSET $3`,
        [userId, perPage, (page - 1) * perPage],
      ),
    ]);
    return {
      data: rows.rows.map((row) => toOpening(row, lang)),
      total: Number(counted.rows[0].total),
      per_page: perPage,
      current_page: page,
    };
  }
}

function toOpening(row: OpeningRow, lang: Language): BoxOpeningDto {
  const items = (typeof row.items === 'string' ? JSON.parse(row.items) : (row.items ?? [])) as GrantedItem[];
  return {
    open_id: row.open_id,
    box: {
      id: row.box_id ?? '',
      name: (lang === 'zh' ? row.box_name_zh : row.box_name_en) ?? '',
      cover: row.box_cover ?? '',
      price: row.price === null ? '0.00' : formatAmount(BigInt(row.price)),
    },
    num: Number(row.num ?? items.length),
    items: items.map((item) => grantedItemView(item, lang)),
    created_at: new Date(row.created_at).toISOString(),
  };
}
