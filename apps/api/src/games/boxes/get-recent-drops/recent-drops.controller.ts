// GET /api/drops/recent: the last 20 drops, newest first, as the websocket's `drop` messages, so the
// live bar is full at page load and then prepends the pushes. Read from the box-opens read model
// (a projection of the log: it survives restarts and is the same on every API process); an
// opening shows once both halves of its row (BoxOpened, ItemsGranted) are in.
import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { DropMessage } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../../identity';
import type { GrantedItem } from '../../../ledger';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { dropMessages } from '../box-opens/drop-message';

export const RECENT_DROPS = 20;

class DropUserDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() avatar!: string;
}

class DropBoxDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() cover!: string;
}

class DropItemDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ description: 'rarity 1 (common) to 6' }) lv!: number;
  @ApiProperty({ example: '12.34' }) bean!: string;
}

class DropDto implements DropMessage {
  @ApiProperty({ enum: ['drop'] }) type!: 'drop';
  @ApiProperty({ enum: [1] }) v!: 1;
  @ApiProperty() open_id!: string;
  @ApiProperty({ type: DropUserDto }) user!: DropUserDto;
  @ApiProperty({ type: DropBoxDto }) box!: DropBoxDto;
  @ApiProperty({ type: DropItemDto }) item!: DropItemDto;
  @ApiProperty() created_at!: string;
}

interface OpeningRow {
  open_id: string;
  player_id: string;
  box_id: string;
  box_name_zh: string | null;
  box_name_en: string | null;
  box_cover: string | null;
  items: GrantedItem[] | string;
  created_at: Date | string;
}

@ApiTags('boxes')
@Controller('api/drops')
export class RecentDropsController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('recent')
  @ApiOperation({
    summary: 'The last 20 drops, newest first, as the websocket pushes them (type "drop")',
    description:
      'Within one opening the last item comes first: the live bar prepends each push, so the list reads as the bar would after seeing them live.',
  })
  @ApiEnvelope(DropDto, { isArray: true })
  async recent(): Promise<DropMessage[]> {
    // An opening holds at least one item: the last 20 openings hold the last 20 drops.
    const { rows } = await this.sql.query<OpeningRow>(
      `SELECT open_id, player_id, box_id, box_name_zh, box_name_en, box_cover, items, created_at
         FROM games_box_opens WHERE items IS NOT NULL AND box_id IS NOT NULL
        ORDER BY created_at DESC, open_id DESC LIMIT $1`,
      [RECENT_DROPS],
    );
    if (rows.length === 0) return [];
    const profiles = await this.queryBus.execute<GetPlayerProfilesQuery, PlayerProfileView[]>(
      new GetPlayerProfilesQuery([...new Set(rows.map((row) => row.player_id))]),
    );
    const byId = new Map(profiles.map((profile) => [profile.id, profile]));
    return rows
      .flatMap((row) =>
        dropMessages(
          {
            openId: row.open_id,
            playerId: row.player_id,
            box: {
              id: row.box_id,
              nameEn: row.box_name_en ?? '',
              nameZh: row.box_name_zh ?? '',
              cover: row.box_cover ?? '',
            },
            items: typeof row.items === 'string' ? (JSON.parse(row.items) as GrantedItem[]) : row.items,
            at: new Date(row.created_at),
          },
          byId.get(row.player_id),
        ).reverse(),
      )
      .slice(0, RECENT_DROPS);
  }
}
