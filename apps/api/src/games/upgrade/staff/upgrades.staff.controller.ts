// /admin/api/upgrades: every upgrade attempt for staff (react-admin list and show): the target, the
// rate, RTP, price (coins and staked items), the draw (seeds, nonce, roll; the server seed once the
// player rotated the pair) and the result.
import { Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount } from '@lootledger/contracts';
import { ListSeedPairsQuery, type SeedPairListPage } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { percentOf } from '../../../platform/http/staff-fields';
import { StaffController, StaffEndpoint } from '../../../staff';
import { UpgradeRecordDto } from '../upgrades/upgrade.dto';
import { recordView } from '../upgrades/upgrade-records.controller';
import { UPGRADE_SORT_FIELDS, UpgradeRecordsReader, type UpgradeRecord } from '../upgrades/upgrade-records.reader';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './upgrade.staff-resources';

export class StaffUpgradeDto extends UpgradeRecordDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '100.00', description: "the target's value" }) item_value!: string;
  @ApiProperty({ example: '95.00', description: 'the RTP the price was computed with, percent' }) rtp!: string;
  @ApiProperty() pair_id!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'the revealed server seed (null while the pair is active)',
  })
  server_seed!: string | null;
}

@StaffController('upgrades')
export class UpgradesStaffController {
  constructor(
    private readonly records: UpgradeRecordsReader,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @StaffEndpoint('list', 'upgrades', {
    summary: 'Upgrade attempts, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), player_id, item_id, success (true/false). Sort: created_at (default DESC), price, rate, item_value.',
    type: StaffUpgradeDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffUpgradeDto[]> {
    const request = parseAdminList(query, {
      sortFields: UPGRADE_SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: { id: readers.ids, player_id: readers.string, item_id: readers.string, success: readers.boolean },
    });
    const filter = request.filter as { id?: string[]; player_id?: string; item_id?: string; success?: boolean };
    const page = await this.records.page({
      filter: { ids: filter.id, playerId: filter.player_id, itemId: filter.item_id, success: filter.success },
      sort: request.sort,
      offset: request.offset,
      limit: request.limit,
    });
    setContentRange(reply, 'upgrades', request.offset, page.rows.length, page.total);
    return page.rows.map((record) => staffView(record, null));
  }

  @Get(':id')
  @StaffEndpoint('show', 'upgrades', {
    summary: 'One upgrade attempt with its draw (the server seed once revealed)',
    type: StaffUpgradeDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<StaffUpgradeDto> {
    const record = await this.records.one(id);
    if (!record) throw new DomainError('NOT_FOUND');
    const pairs = await this.queryBus.execute<ListSeedPairsQuery, SeedPairListPage>(
      new ListSeedPairsQuery({
        filter: { playerId: record.player_id },
        sort: { field: 'committed_at', order: 'DESC' },
        offset: 0,
        limit: 1000,
      }),
    );
    const pair = pairs.pairs.find((candidate) => candidate.pairId === record.pair_id);
    return staffView(record, pair?.serverSeed ?? null);
  }
}

function staffView(record: UpgradeRecord, serverSeed: string | null): StaffUpgradeDto {
  return {
    ...recordView(record, 'en'),
    id: record.upgrade_id,
    item_value: formatAmount(BigInt(record.target.value)),
    rtp: percentOf(record.rtp),
    pair_id: record.pair_id,
    server_seed: serverSeed,
  };
}
