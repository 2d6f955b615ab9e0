// GET /admin/api/change-records?filter={"player_id":...}: one player's balance changes with the
// reference, counter-account and who caused each (player, staff member or system).
import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CHANGE_DIRECTION_NAMES,
  CHANGE_TYPES,
  CHANGE_TYPE_NAMES,
  ChangeDirection,
  formatAmount,
  type Language,
} from '@lootledger/contracts';
import {
  ListChangeRecordsQuery,
  type ChangeRecordsPage,
  type StaffChangeRecordView,
} from './list-change-records.query';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { StaffController, StaffEndpoint } from '../../staff';
import { requirePlayerId, STREAM_ORDER_FIELDS } from '../http/player-filter';

export const CHANGE_RECORDS_RESOURCE = 'change-records';

class AdminChangeRecordDto {
  @ApiProperty({ description: 'The coin event id' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ description: 'Stream version of the coin event' }) version!: number;
  @ApiProperty() created_at!: string;
  @ApiProperty({ enum: [1, 2], description: '1 income, 2 expense' }) type!: number;
  @ApiProperty() type_alias!: string;
  @ApiProperty({ description: 'ChangeType (GET /api/bean/change_type)' }) change_type!: number;
  @ApiProperty() change_type_alias!: string;
  @ApiProperty({ example: '-10.00', description: 'Signed amount' }) bean!: string;
  @ApiProperty({ example: '58.88', description: 'Balance after' }) final_bean!: string;
  @ApiProperty({ description: 'What caused it: order id, open id, adjustment id, ...' }) reference!: string;
  @ApiProperty({ nullable: true, type: String, example: 'staff_adjustment' }) counter_account!: string | null;
  @ApiProperty({ nullable: true, type: String, enum: ['player', 'staff', 'system'] }) actor_type!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Player id, staff id or system part' })
  actor_id!: string | null;
}

function toDto(record: StaffChangeRecordView, lang: Language): AdminChangeRecordDto {
  return {
    id: record.id,
    player_id: record.playerId,
    version: record.version,
    created_at: record.createdAt,
    type: record.direction,
    type_alias: CHANGE_DIRECTION_NAMES[record.direction]?.[lang] ?? '',
    change_type: record.changeType,
    change_type_alias: CHANGE_TYPE_NAMES[record.changeType]?.[lang] ?? '',
    bean: formatAmount(record.amount),
    final_bean: formatAmount(record.balanceAfter),
    reference: record.reference,
    counter_account: record.counterAccount,
    actor_type: record.actor?.type ?? null,
    actor_id: record.actor?.id ?? null,
  };
}

@StaffController('change-records')
export class ChangeRecordsStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', 'change-records', {
    summary: "One player's balance changes with reference, counter-account and actor (react-admin list)",
    description:
      'Filters: player_id (required), change_type, type (1 income, 2 expense), reference, from, to (ISO times, ' +
      'inclusive). Sort: created_at (default DESC); id and version sort the same way (stream order).',
    type: AdminChangeRecordDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @RequestLanguage() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminChangeRecordDto[]> {
    const parsed = parseAdminList(query, {
      sortFields: STREAM_ORDER_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: {
        player_id: readers.string,
        change_type: readers.integerOf(CHANGE_TYPES),
        type: readers.integerOf(Object.values(ChangeDirection)),
        reference: readers.string,
        from: readers.date,
        to: readers.date,
      },
    });
    const { filter } = parsed;
    const page = await this.queryBus.execute<ListChangeRecordsQuery, ChangeRecordsPage>(
      new ListChangeRecordsQuery({
        filter: {
          playerId: requirePlayerId(filter.player_id),
          changeType: filter.change_type,
          direction: filter.type,
          reference: filter.reference,
          from: filter.from,
          to: filter.to,
        },
        order: parsed.sort.order,
        offset: parsed.offset,
        limit: parsed.limit,
      }),
    );
    setContentRange(reply, CHANGE_RECORDS_RESOURCE, parsed.offset, page.records.length, page.total);
    return page.records.map((record) => toDto(record, lang));
  }
}
