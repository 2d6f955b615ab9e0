// /admin/api/vip-levels: the VIP levels 0 to 10 for content staff (react-admin: list sorted by level;
// show; edit threshold, rebate and descriptions; thresholds must rise with the level). The recharge
// process reads the levels on every order, so the next completed recharge uses an edit. Every edit
// is a staff audit entry in the same transaction, with the level before and after.
import { Body, Controller, Get, Ip, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GetVipLevelsQuery } from '../levels/loyalty-levels.queries';
import { SaveVipLevelCommand } from './save-vip-level.command';
import { type VipLevel } from '../levels/loyalty-levels';
import { DomainError } from '../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { StaffAuditLog, rolesAllowed } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff, Roles, StaffAuthGuard } from '../../platform/auth';
import { basisPoints, hundredths } from '../../platform/http/staff-fields';
import { pageInMemory } from '../../platform/http/in-memory-list';
import { AdminVipLevelDto, toAdminVipLevelDto, UpdateVipLevelDto } from './vip-levels.staff.dto';

const RESOURCE = 'vip-levels';

function levelOf(id: string): number {
  if (!/^\d{1,2}$/.test(id)) throw new DomainError('NOT_FOUND');
  return Number(id);
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/vip-levels')
@UseGuards(StaffAuthGuard)
export class VipLevelsStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @Roles(...rolesAllowed('list', RESOURCE))
  @ApiOperation({ summary: 'The VIP levels (react-admin list): filter id; sort level (default), threshold' })
  @ApiEnvelope(AdminVipLevelDto, { isArray: true })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVipLevelDto[]> {
    const request = parseAdminList(query, {
      sortFields: ['level', 'threshold'] as const,
      defaultSort: { field: 'level', order: 'ASC' },
      filters: { id: readers.ids },
    });
    const levels = await this.queryBus.execute<GetVipLevelsQuery, VipLevel[]>(new GetVipLevelsQuery());
    const page = pageInMemory(levels, request, {
      sortBy: { level: (level) => level.level, threshold: (level) => level.threshold },
      matches: (level, { id }) => id === undefined || id.includes(String(level.level)),
      idOf: (level) => String(level.level).padStart(3, '0'),
    });
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toAdminVipLevelDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', RESOURCE))
  @ApiOperation({ summary: 'One VIP level' })
  @ApiEnvelope(AdminVipLevelDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<AdminVipLevelDto> {
    const level = levelOf(id);
    const levels = await this.queryBus.execute<GetVipLevelsQuery, VipLevel[]>(new GetVipLevelsQuery());
    const found = levels.find((candidate) => candidate.level === level);
    if (!found) throw new DomainError('NOT_FOUND');
    return toAdminVipLevelDto(found);
  }

  @Put(':id')
  @Roles(...rolesAllowed('edit', RESOURCE))
  @ApiOperation({
    summary: 'Edit a VIP level: threshold, rebate, descriptions (the next recharge uses it)',
    description:
      '400 VALIDATION_FAILED naming threshold when it does not rise with the level (or level 0 is not 0.00), rebate above 100.00; ' +
      '404 NOT_FOUND. Audited with before and after.',
  })
  @ApiEnvelope(AdminVipLevelDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateVipLevelDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminVipLevelDto> {
    const saved = await this.commandBus.execute<SaveVipLevelCommand, VipLevel>(
      new SaveVipLevelCommand(
        {
          level: levelOf(id),
          threshold: hundredths(body.threshold),
          rebateBp: basisPoints(body.rebate),
          descriptionZh: body.description_zh,
          descriptionEn: body.description_en,
        },
        this.auditLog.onChange(
          { staff, action: 'edit', resource: RESOURCE, reason: body.reason, ip },
          { idOf: (level) => String(level.level), view: toAdminVipLevelDto },
        ),
      ),
    );
    return toAdminVipLevelDto(saved);
  }
}
