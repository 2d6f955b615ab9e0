// /admin/api/red-packets: red-packet campaigns for content staff (react-admin list with what is
// claimed and left, show, create, close) and /admin/api/red-packet-claims (a campaign's claims).
// Creating and closing are staff audit entries.
import { Body, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount, type AdminRedPacketClaimResponse, type AdminRedPacketResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { Inject } from '@nestjs/common';
import { CurrentStaff, type AuthenticatedStaff } from '../../../platform/auth';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { hundredths, IsReason } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../../staff';
import { MAX_SHARES, type RedPacketAudience, type RedPacketSplit } from '../domain/red-packet';
import { RedPacketsService } from '../red-packets.service';

export class AdminRedPacketDto implements AdminRedPacketResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title_zh!: string;
  @ApiProperty() title_en!: string;
  @ApiProperty({ example: '100.00' }) total!: string;
  @ApiProperty() count!: number;
  @ApiProperty({ enum: ['random', 'equal'] }) split!: string;
  @ApiProperty() starts_at!: string;
  @ApiProperty() ends_at!: string;
  @ApiProperty({ enum: ['all', 'vip', 'recharged'] }) audience!: string;
  @ApiProperty() min_vip!: number;
  @ApiProperty({ nullable: true, type: String }) code!: string | null;
  @ApiProperty() closed!: boolean;
  @ApiProperty() claimed_count!: number;
  @ApiProperty() claimed_amount!: string;
  @ApiProperty() left_count!: number;
  @ApiProperty() left_amount!: string;
  @ApiProperty() created_by!: string;
  @ApiProperty() created_at!: string;
}

export class AdminRedPacketClaimDto implements AdminRedPacketClaimResponse {
  @ApiProperty() id!: string;
  @ApiProperty() campaign_id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty() index!: number;
  @ApiProperty() amount!: string;
  @ApiProperty() created_at!: string;
}

export class CreateRedPacketDto {
  @ApiProperty() @IsString() @Length(1, 64) title_zh!: string;
  @ApiProperty() @IsString() @Length(1, 64) title_en!: string;
  @ApiProperty({ example: '100.00' }) @IsCoinAmount('total') total!: string;
  @ApiProperty({ example: 10 }) @Type(() => Number) @IsInt() @Min(1) @Max(MAX_SHARES) count!: number;
  @ApiProperty({ enum: ['random', 'equal'] }) @IsIn(['random', 'equal']) split!: RedPacketSplit;
  @ApiProperty() @IsISO8601() starts_at!: string;
  @ApiProperty() @IsISO8601() ends_at!: string;
  @ApiProperty({ enum: ['all', 'vip', 'recharged'] }) @IsIn(['all', 'vip', 'recharged']) audience!: RedPacketAudience;
  @ApiPropertyOptional({ description: 'VIP level needed (audience vip)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(12)
  min_vip?: number;
  @ApiPropertyOptional({ description: 'claim code, 4–32 letters or digits (optional)' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{4,32}$/, {
    message: 'code must be 4–32 letters or digits',
    context: { zh: '口令须为 4–32 位字母或数字' },
  })
  code?: string;
  @IsReason() reason?: string;
}

interface CampaignRow {
  campaign_id: string;
  title_zh: string;
  title_en: string;
  total: string;
  count: number;
  split: string;
  starts_at: Date;
  ends_at: Date;
  audience: string;
  min_vip: number;
  code: string | null;
  closed: boolean;
  claimed_count: number;
  claimed_amount: string;
  created_by: string;
  created_at: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function view(row: CampaignRow): AdminRedPacketDto {
  return {
    id: row.campaign_id,
    title_zh: row.title_zh,
    title_en: row.title_en,
    total: formatAmount(BigInt(row.total)),
    count: row.count,
    split: row.split,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    audience: row.audience,
    min_vip: row.min_vip,
    code: row.code,
    closed: row.closed,
    claimed_count: row.claimed_count,
    claimed_amount: formatAmount(BigInt(row.claimed_amount)),
    left_count: row.count - row.claimed_count,
    left_amount: formatAmount(BigInt(row.total) - BigInt(row.claimed_amount)),
    created_by: row.created_by,
    created_at: iso(row.created_at),
  };
}

const CAMPAIGN_SELECT = `SELECT campaign_id, title_zh, title_en, total::text, count, split, starts_at, ends_at, audience, min_vip,
  code, closed, claimed_count, claimed_amount::text, created_by, created_at FROM loyalty_red_packets`;

@StaffController('red-packets')
export class RedPacketsStaffController {
  constructor(
    private readonly redPackets: RedPacketsService,
    private readonly auditLog: StaffAuditLog,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  @Get()
  @StaffEndpoint('list', 'red-packets', {
    summary: 'Red-packet campaigns, newest first, with claimed and left (react-admin list; Content-Range)',
    description: 'Filters: id (one or a list), closed (true/false).',
    type: AdminRedPacketDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRedPacketDto[]> {
    const request = parseAdminList(query, {
      sortFields: ['created_at'],
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: { id: readers.ids, closed: readers.boolean },
    });
    const filter = request.filter as { id?: string[]; closed?: boolean };
    const where = `WHERE ($1::text[] IS NULL OR campaign_id = ANY($1::text[])) AND ($2::boolean IS NULL OR closed = $2)`;
    const params = [filter.id ?? null, filter.closed ?? null];
    const [rows, count] = await Promise.all([
      this.sql.query<CampaignRow>(
        `${CAMPAIGN_SELECT} ${where} ORDER BY created_at ${request.sort.order}, campaign_id LIMIT ${request.limit} OFFSET ${request.offset}`,
        params,
      ),
      this.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM loyalty_red_packets ${where}`, params),
    ]);
    setContentRange(reply, 'red-packets', request.offset, rows.rows.length, Number(count.rows[0].n));
    return rows.rows.map(view);
  }

  @Get(':id')
  @StaffEndpoint('show', 'red-packets', {
    summary: 'One campaign',
    type: AdminRedPacketDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<AdminRedPacketDto> {
    const { rows } = await this.sql.query<CampaignRow>(`${CAMPAIGN_SELECT} WHERE campaign_id = $1`, [id]);
    if (rows.length === 0) throw new DomainError('NOT_FOUND');
    return view(rows[0]);
  }

  @Post()
  @HttpCode(200)
  @StaffEndpoint('create', 'red-packets', {
    summary: 'Create a campaign: total, count, random or equal split, window, audience, optional claim code',
    description:
      '422 VALIDATION_FAILED naming the field: total below 0.01 × count, end not after start, VIP audience without a level. Audited.',
    type: AdminRedPacketDto,
  })
  async create(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Body() body: CreateRedPacketDto,
    @Req() request: FastifyRequest,
  ): Promise<AdminRedPacketDto> {
    const id = await this.redPackets.create(
      {
        titleZh: body.title_zh,
        titleEn: body.title_en,
        total: hundredths(body.total),
        count: body.count,
        split: body.split,
        startsAt: new Date(body.starts_at),
        endsAt: new Date(body.ends_at),
        audience: body.audience,
        minVip: body.min_vip ?? 0,
        code: body.code ?? null,
      },
      staff.staffId,
    );
    const created = await this.show(id);
    await this.auditLog.record({
      staff,
      action: 'create',
      resource: 'red-packets',
      resourceId: id,
      after: created,
      reason: body.reason ?? null,
      ip: request.ip ?? null,
    });
    return created;
  }

  @Post(':id/close')
  @HttpCode(200)
  @StaffEndpoint('edit', 'red-packets', {
    summary: 'Close a campaign: nothing more can be claimed (shares already reserved are still credited)',
    type: AdminRedPacketDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async close(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<AdminRedPacketDto> {
    const before = await this.show(id);
    await this.redPackets.close(id, staff.staffId);
    const after = await this.show(id);
    await this.auditLog.record({
      staff,
      action: 'close',
      resource: 'red-packets',
      resourceId: id,
      before,
      after,
      ip: request.ip ?? null,
    });
    return after;
  }
}

@StaffController('red-packet-claims')
export class RedPacketClaimsStaffController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get()
  @StaffEndpoint('list', 'red-packets', {
    summary: "A campaign's claims in claim order (react-admin list; filter campaign_id, player_id)",
    type: AdminRedPacketClaimDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRedPacketClaimDto[]> {
    const request = parseAdminList(query, {
      sortFields: ['index'],
      defaultSort: { field: 'index', order: 'ASC' },
      filters: { campaign_id: readers.string, player_id: readers.string },
    });
    const filter = request.filter as { campaign_id?: string; player_id?: string };
    const where = `WHERE ($1::text IS NULL OR campaign_id = $1) AND ($2::text IS NULL OR player_id = $2)`;
    const params = [filter.campaign_id ?? null, filter.player_id ?? null];
    const [rows, count] = await Promise.all([
      this.sql.query<{
        campaign_id: string;
        player_id: string;
        claim_id: string;
        claim_index: number;
        amount: string;
        created_at: Date;
      }>(
        `SELECT campaign_id, player_id, claim_id, claim_index, amount::text, created_at FROM loyalty_red_packet_claims ${where}
          ORDER BY campaign_id, claim_index ${request.sort.order} LIMIT ${request.limit} OFFSET ${request.offset}`,
        params,
      ),
      this.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM loyalty_red_packet_claims ${where}`, params),
    ]);
    setContentRange(reply, 'red-packet-claims', request.offset, rows.rows.length, Number(count.rows[0].n));
    return rows.rows.map((row) => ({
      id: row.claim_id,
      campaign_id: row.campaign_id,
      player_id: row.player_id,
      index: row.claim_index,
      amount: formatAmount(BigInt(row.amount)),
      created_at: iso(row.created_at),
    }));
  }
}
