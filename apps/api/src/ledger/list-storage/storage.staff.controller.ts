// GET /admin/api/storage?filter={"player_id":...}: one player's items in any status: the backpack
// (0), recycled (2), on their way out as delivery bills (4, 5, 6) and extracted (1), with where each
// came from. The delivery bills themselves (with their trade offers): GET /admin/api/bills.
import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  formatAmount,
  STORAGE_STATUS_NAMES,
  STORAGE_STATUSES,
  wearAliases,
  type Language,
} from '@lootledger/contracts';
import {
  ListStorageQuery,
  STORAGE_SORT_FIELDS,
  type StaffStorageItemView,
  type StorageListPage,
  type StorageSortField,
} from './list-storage.query';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { StaffController, StaffEndpoint } from '../../staff';
import { requirePlayerId } from '../http/player-filter';

export const STORAGE_RESOURCE = 'storage';

class AdminStorageItemDto {
  @ApiProperty({ description: 'The storage id' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty({ description: 'In the request language' }) name!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() name_en!: string;
  @ApiProperty() hash_name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.50', description: 'Value (what recycling pays)' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() dura!: number;
  @ApiProperty() dura_alias!: string;
  @ApiProperty() dura_alias_en!: string;
  @ApiProperty({ enum: [0, 1, 2, 3, 4, 5, 6] }) status!: number;
  @ApiProperty() status_alias!: string;
  @ApiProperty({ example: 'box_open' }) source!: string;
  @ApiProperty({ description: 'The open id, battle id, ... it came from' }) source_id!: string;
  @ApiProperty({ nullable: true, type: String }) bill_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why a delivery came back' })
  back_message!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

const SORT_FIELDS = [...STORAGE_SORT_FIELDS, 'id'] as const;

function toDto(item: StaffStorageItemView, lang: Language): AdminStorageItemDto {
  return {
    id: item.id,
    player_id: item.playerId,
    item_id: item.itemId,
    name: lang === 'zh' ? item.nameZh : item.nameEn,
    name_zh: item.nameZh,
    name_en: item.nameEn,
    hash_name: item.hashName,
    cover: item.cover,
    bean: formatAmount(item.value),
    lv: item.lv,
    dura: item.dura,
    ...wearAliases(item.dura),
    status: item.status,
    status_alias: STORAGE_STATUS_NAMES[item.status]?.[lang] ?? '',
    source: item.source,
    source_id: item.sourceId,
    bill_id: item.billId,
    back_message: item.backMessage,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

@StaffController('storage')
export class StorageStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', 'storage', {
    summary: "One player's items in any status: backpack and bills (react-admin list; Content-Range header)",
    description:
      'Filters: player_id (required), status (0 backpack, 1 extracted, 2 recycled, 3 frozen, 4/5/6 in delivery), bill_id, ' +
      'item_id. Sort: created_at (default DESC; id sorts the same way), updated_at, value.',
    type: AdminStorageItemDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @RequestLanguage() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminStorageItemDto[]> {
    const parsed = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: {
        player_id: readers.string,
        status: readers.integerOf(STORAGE_STATUSES),
        bill_id: readers.string,
        item_id: readers.string,
      },
    });
    const { filter } = parsed;
    const field: StorageSortField = parsed.sort.field === 'id' ? 'created_at' : parsed.sort.field;
    const page = await this.queryBus.execute<ListStorageQuery, StorageListPage>(
      new ListStorageQuery({
        filter: {
          playerId: requirePlayerId(filter.player_id),
          status: filter.status,
          billId: filter.bill_id,
          itemId: filter.item_id,
        },
        sort: { field, order: parsed.sort.order },
        offset: parsed.offset,
        limit: parsed.limit,
      }),
    );
    setContentRange(reply, STORAGE_RESOURCE, parsed.offset, page.items.length, page.total);
    return page.items.map((item) => toDto(item, lang));
  }
}
