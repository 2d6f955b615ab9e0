// /admin/api/first-bonuses: first-recharge bonuses for finance (react-admin: list with filter id;
// sort bean, bonus; show; create; edit; delete). GET /api/beans/first shows a change at once and the
// next completed first recharge pays it. Every change is a staff audit entry written in the same
// transaction, with the bonus before and after.
import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { DeleteFirstBonusCommand } from '../delete-first-bonus/delete-first-bonus.command';
import { ListFirstBonusesQuery } from '../list-first-bonuses/list-first-bonuses.query';
import { SaveFirstBonusCommand } from './save-first-bonus.command';
import { type FirstBonusInput, type OnConfigChange } from '../package-rules';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { StaffAuditLog, rolesAllowed } from '../../../staff';
import { type AuthenticatedStaff, CurrentStaff, Roles, StaffAuthGuard } from '../../../platform/auth';
import { hundredths, ReasonDto } from '../../../platform/http/staff-fields';
import { pageInMemory } from '../../../platform/http/in-memory-list';
import {
  AdminFirstBonusDto,
  CreateFirstBonusDto,
  toAdminFirstBonusDto,
  UpdateFirstBonusDto,
} from './first-bonuses.staff.dto';

const RESOURCE = 'first-bonuses';
const SORT_FIELDS = ['bean', 'bonus'] as const;

/** The bean of an id ("100.00"), or NOT_FOUND for anything that is not an amount. */
function beanOf(id: string): bigint {
  const bean = /^\d{1,10}\.\d{2}$/.test(id) ? parseAmount(id) : null;
  if (bean === null) throw new DomainError('NOT_FOUND');
  return bean;
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/first-bonuses')
@UseGuards(StaffAuthGuard)
export class FirstBonusesStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @Roles(...rolesAllowed('list', RESOURCE))
  @ApiOperation({ summary: 'First-recharge bonuses (react-admin list): filter id; sort bean (default), bonus' })
  @ApiEnvelope(AdminFirstBonusDto, { isArray: true })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminFirstBonusDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'bean', order: 'ASC' },
      filters: { id: readers.ids },
    });
    const bonuses = await this.queryBus.execute<ListFirstBonusesQuery, FirstBonusInput[]>(new ListFirstBonusesQuery());
    const page = pageInMemory(bonuses, request, {
      sortBy: { bean: (bonus) => bonus.bean, bonus: (bonus) => bonus.bonus },
      matches: (bonus, { id }) => id === undefined || id.includes(formatAmount(bonus.bean)),
      idOf: (bonus) => formatAmount(bonus.bean).padStart(16, '0'),
    });
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toAdminFirstBonusDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', RESOURCE))
  @ApiOperation({ summary: 'One first-recharge bonus (id: the package coins, e.g. 100.00)' })
  @ApiEnvelope(AdminFirstBonusDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<AdminFirstBonusDto> {
    const bean = beanOf(id);
    const bonuses = await this.queryBus.execute<ListFirstBonusesQuery, FirstBonusInput[]>(new ListFirstBonusesQuery());
    const bonus = bonuses.find((candidate) => candidate.bean === bean);
    if (!bonus) throw new DomainError('NOT_FOUND');
    return toAdminFirstBonusDto(bonus);
  }

  @Post()
  @HttpCode(200)
  @Roles(...rolesAllowed('create', RESOURCE))
  @ApiOperation({
    summary: 'Create the first-recharge bonus of a package coins amount',
    description: '400 VALIDATION_FAILED; 409 DUPLICATE_ID when that amount has one. Audited.',
  })
  @ApiEnvelope(AdminFirstBonusDto)
  async create(
    @Body() body: CreateFirstBonusDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminFirstBonusDto> {
    const saved = await this.commandBus.execute(
      new SaveFirstBonusCommand(
        this.toInput(hundredths(body.bean), body),
        'create',
        this.audited(staff, 'create', body.reason, ip),
      ),
    );
    return toAdminFirstBonusDto(saved);
  }

  @Put(':id')
  @Roles(...rolesAllowed('edit', RESOURCE))
  @ApiOperation({
    summary: 'Edit a first-recharge bonus (its amount and descriptions; the package coins are its id)',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
  })
  @ApiEnvelope(AdminFirstBonusDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateFirstBonusDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminFirstBonusDto> {
    const saved = await this.commandBus.execute(
      new SaveFirstBonusCommand(this.toInput(beanOf(id), body), 'update', this.audited(staff, 'edit', body.reason, ip)),
    );
    return toAdminFirstBonusDto(saved);
  }

  @Delete(':id')
  @Roles(...rolesAllowed('delete', RESOURCE))
  @ApiOperation({ summary: 'Delete a first-recharge bonus; answers it as it was. Audited.' })
  @ApiEnvelope(AdminFirstBonusDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async remove(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminFirstBonusDto> {
    const deleted = await this.commandBus.execute(
      new DeleteFirstBonusCommand(beanOf(id), this.audited(staff, 'delete', body?.reason, ip)),
    );
    return toAdminFirstBonusDto(deleted);
  }

  private toInput(bean: bigint, body: UpdateFirstBonusDto): FirstBonusInput {
    return { bean, bonus: hundredths(body.bonus), description: body.description, descriptionEn: body.description_en };
  }

  private audited(
    staff: AuthenticatedStaff,
    action: string,
    reason: string | undefined,
    ip: string,
  ): OnConfigChange<FirstBonusInput> {
    return this.auditLog.onChange(
      { staff, action, resource: RESOURCE, reason, ip },
      { idOf: (value) => formatAmount(value.bean), view: toAdminFirstBonusDto },
    );
  }
}
