// /admin/api/promotion-levels: the referral levels for content staff (react-admin: list sorted by
// level; show; create; edit; delete; invite totals must rise with the level). The next invitee
// recharge's commission uses a change. Every change is a staff audit entry in the same transaction.
import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DeletePromotionLevelCommand } from '../delete-promotion-level/delete-promotion-level.command';
import { ListPromotionLevelsQuery } from '../list-promotion-levels/list-promotion-levels.query';
import { SavePromotionLevelCommand } from './save-promotion-level.command';
import { type OnLevelChange } from '../levels/level-rules';
import { type PromotionLevel } from '../levels/loyalty-levels';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { StaffAuditLog, rolesAllowed } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff, Roles, StaffAuthGuard } from '../../platform/auth';
import { basisPoints, hundredths, ReasonDto } from '../../platform/http/staff-fields';
import { pageInMemory } from '../../platform/http/in-memory-list';
import {
  AdminPromotionLevelDto,
  CreatePromotionLevelDto,
  toAdminPromotionLevelDto,
  UpdatePromotionLevelDto,
} from './promotion-levels.staff.dto';

const RESOURCE = 'promotion-levels';

function levelOf(id: string): number {
  if (!/^\d{1,2}$/.test(id)) throw new DomainError('NOT_FOUND');
  return Number(id);
}

function toLevel(level: number, body: UpdatePromotionLevelDto): PromotionLevel {
  return {
    level,
    nameZh: body.name_zh,
    nameEn: body.name_en,
    inviteTotal: hundredths(body.invite_total),
    rebateBp: basisPoints(body.rebate),
    descriptionZh: body.description_zh,
    descriptionEn: body.description_en,
  };
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/promotion-levels')
@UseGuards(StaffAuthGuard)
export class PromotionLevelsStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @Roles(...rolesAllowed('list', RESOURCE))
  @ApiOperation({ summary: 'The promotion levels (react-admin list): filter id; sort level (default), invite_total' })
  @ApiEnvelope(AdminPromotionLevelDto, { isArray: true })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPromotionLevelDto[]> {
    const request = parseAdminList(query, {
      sortFields: ['level', 'invite_total'] as const,
      defaultSort: { field: 'level', order: 'ASC' },
      filters: { id: readers.ids },
    });
    const levels = await this.queryBus.execute<ListPromotionLevelsQuery, PromotionLevel[]>(
      new ListPromotionLevelsQuery(),
    );
    const page = pageInMemory(levels, request, {
      sortBy: { level: (level) => level.level, invite_total: (level) => level.inviteTotal },
      matches: (level, { id }) => id === undefined || id.includes(String(level.level)),
      idOf: (level) => String(level.level).padStart(3, '0'),
    });
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toAdminPromotionLevelDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', RESOURCE))
  @ApiOperation({ summary: 'One promotion level' })
  @ApiEnvelope(AdminPromotionLevelDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<AdminPromotionLevelDto> {
    const level = levelOf(id);
    const levels = await this.queryBus.execute<ListPromotionLevelsQuery, PromotionLevel[]>(
      new ListPromotionLevelsQuery(),
    );
    const found = levels.find((candidate) => candidate.level === level);
    if (!found) throw new DomainError('NOT_FOUND');
    return toAdminPromotionLevelDto(found);
  }

  @Post()
  @HttpCode(200)
  @Roles(...rolesAllowed('create', RESOURCE))
  @ApiOperation({
    summary: 'Create a promotion level',
    description:
      '400 VALIDATION_FAILED (level 1-99, invite_total rising with the level, rebate up to 100.00); 409 DUPLICATE_ID. Audited.',
  })
  @ApiEnvelope(AdminPromotionLevelDto)
  async create(
    @Body() body: CreatePromotionLevelDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminPromotionLevelDto> {
    const saved = await this.commandBus.execute<SavePromotionLevelCommand, PromotionLevel>(
      new SavePromotionLevelCommand(
        toLevel(body.level, body),
        'create',
        this.audited(staff, 'create', body.reason, ip),
      ),
    );
    return toAdminPromotionLevelDto(saved);
  }

  @Put(':id')
  @Roles(...rolesAllowed('edit', RESOURCE))
  @ApiOperation({
    summary: 'Edit a promotion level',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
  })
  @ApiEnvelope(AdminPromotionLevelDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async update(
    @Param('id') id: string,
    @Body() body: UpdatePromotionLevelDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminPromotionLevelDto> {
    const saved = await this.commandBus.execute<SavePromotionLevelCommand, PromotionLevel>(
      new SavePromotionLevelCommand(toLevel(levelOf(id), body), 'update', this.audited(staff, 'edit', body.reason, ip)),
    );
    return toAdminPromotionLevelDto(saved);
  }

  @Delete(':id')
  @Roles(...rolesAllowed('delete', RESOURCE))
  @ApiOperation({ summary: 'Delete a promotion level; answers it as it was. Audited.' })
  @ApiEnvelope(AdminPromotionLevelDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async remove(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminPromotionLevelDto> {
    const deleted = await this.commandBus.execute<DeletePromotionLevelCommand, PromotionLevel>(
      new DeletePromotionLevelCommand(levelOf(id), this.audited(staff, 'delete', body?.reason, ip)),
    );
    return toAdminPromotionLevelDto(deleted);
  }

  private audited(
    staff: AuthenticatedStaff,
    action: string,
    reason: string | undefined,
    ip: string,
  ): OnLevelChange<PromotionLevel> {
    return this.auditLog.onChange(
      { staff, action, resource: RESOURCE, reason, ip },
      { idOf: (level) => String(level.level), view: toAdminPromotionLevelDto },
    );
  }
}
