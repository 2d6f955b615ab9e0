// GET /admin/api/welfare-payouts: the welfare paid per UTC day, by kind (a react-admin list, read
// only): filter from and to (dates, to inclusive; default the last 30 days, at most 366), sort day.
// Only days that paid something are listed. Figures from the ledger's change records and the games'
// free box openings, as the economy report counts them.
import { Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { WelfarePayoutDayResponse } from '@lootledger/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../staff';
import { bucketsBetween } from '../dashboard/report-buckets';
import { EconomyReader } from '../economy/economy.reader';
import { welfareDay } from './welfare-days';

const RESOURCE = 'welfare-payouts';
const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

export class WelfarePayoutDayDto implements WelfarePayoutDayResponse {
  @ApiProperty({ example: '2026-11-29', description: 'the day (UTC)' }) id!: string;
  @ApiProperty({ example: '2026-11-29' }) day!: string;
  @ApiProperty({ example: '12.00' }) sign_in_packets!: string;
  @ApiProperty() sign_in_count!: number;
  @ApiProperty({ example: '1876.00' }) registration_packets!: string;
  @ApiProperty() registration_count!: number;
  @ApiProperty({ example: '0.00' }) red_packets!: string;
  @ApiProperty() red_packet_count!: number;
  @ApiProperty({ example: '3.20', description: 'value of the items daily free boxes granted' }) free_boxes!: string;
  @ApiProperty({ description: 'free boxes opened' }) free_box_count!: number;
  @ApiProperty({ example: '2.80' }) ranking_rewards!: string;
  @ApiProperty() ranking_count!: number;
  @ApiProperty({ example: '1.00', description: 'battle-damage and VIP rebates' }) rebates!: string;
  @ApiProperty() rebate_count!: number;
  @ApiProperty({ example: '0.00', description: 'task rewards, first-recharge bonuses, referral commissions, others' })
  other!: string;
  @ApiProperty() other_count!: number;
  @ApiProperty({ example: '1895.00' }) total!: string;
}

function invalid(field: string, en: string, zh: string): DomainError {
  return DomainError.invalidFields([{ field, message: { en, zh } }]);
}

@StaffController(RESOURCE)
export class WelfarePayoutsStaffController {
  constructor(private readonly economy: EconomyReader) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'The welfare paid per UTC day by kind (react-admin list, read only)',
    description:
      'filter from, to (dates; to inclusive; default the last 30 days, at most 366 days); sort day. Days that paid ' +
      'nothing are left out. 400 VALIDATION_FAILED naming a bad filter or a range too long.',
    type: WelfarePayoutDayDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WelfarePayoutDayDto[]> {
    const request = parseAdminList(query, {
      sortFields: ['day'] as const,
      defaultSort: { field: 'day', order: 'DESC' },
      filters: { from: readers.date, to: readers.date },
    });
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    const to = new Date((request.filter.to?.getTime() ?? today) + DAY_MS);
    const from = request.filter.from ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
    if (from >= to) throw invalid('filter.to', 'to must not be before from', 'to 不能早于 from');
    const buckets = bucketsBetween(from, to, 'day', MAX_DAYS);
    if (!buckets) throw invalid('filter.from', `at most ${MAX_DAYS} days`, `最多 ${MAX_DAYS} 天`);
    const { series } = await this.economy.figures({ from, to, bucket: 'day' }, buckets);
    const days = series.flatMap((point) => welfareDay(point.bucket, point) ?? []);
    if (request.sort.order === 'DESC') days.reverse();
    const page = days.slice(request.offset, request.offset + request.limit);
    setContentRange(reply, RESOURCE, request.offset, page.length, days.length);
    return page;
  }
}
