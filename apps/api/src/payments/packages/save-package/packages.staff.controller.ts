// /admin/api/packages: the recharge packages for finance (react-admin: list with filters q (id),
// enabled, id; sort id, bean, price, sort_order; show; create; edit; delete). GET /api/beans and
// POST /api/recharge use the change at once. Every change is a staff audit entry written in the same
// transaction as the change, with the package before and after.
import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DeletePackageCommand } from '../delete-package/delete-package.command';
import { ListPackagesQuery } from '../list-packages/list-packages.query';
import { SavePackageCommand } from './save-package.command';
import { type OnConfigChange, type PackageInput } from '../package-rules';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { StaffAuditLog, rolesAllowed } from '../../../staff';
import { type AuthenticatedStaff, CurrentStaff, Roles, StaffAuthGuard } from '../../../platform/auth';
import { hundredths, ReasonDto } from '../../../platform/http/staff-fields';
import { containsText, pageInMemory } from '../../../platform/http/in-memory-list';
import { AdminPackageDto, CreatePackageDto, toAdminPackageDto, UpdatePackageDto } from './packages.staff.dto';

const RESOURCE = 'packages';
const SORT_FIELDS = ['id', 'bean', 'price', 'sort_order'] as const;

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/packages')
@UseGuards(StaffAuthGuard)
export class PackagesStaffController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @Roles(...rolesAllowed('list', RESOURCE))
  @ApiOperation({
    summary: 'Recharge packages, enabled or not (react-admin list)',
    description: 'filter q (part of the id), enabled, id; sort id, bean, price, sort_order (default)',
  })
  @ApiEnvelope(AdminPackageDto, { isArray: true })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPackageDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'sort_order', order: 'ASC' },
      filters: { q: readers.string, enabled: readers.boolean, id: readers.ids },
    });
    const packages = await this.queryBus.execute<ListPackagesQuery, PackageInput[]>(new ListPackagesQuery());
    const page = pageInMemory(packages, request, {
      sortBy: {
        id: (pkg) => pkg.id,
        bean: (pkg) => pkg.bean,
        price: (pkg) => pkg.price,
        sort_order: (pkg) => pkg.sortOrder,
      },
      matches: (pkg, { q, enabled, id }) =>
        containsText(q, pkg.id) &&
        (enabled === undefined || pkg.enabled === enabled) &&
        (id === undefined || id.includes(pkg.id)),
      idOf: (pkg) => pkg.id,
    });
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toAdminPackageDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', RESOURCE))
  @ApiOperation({ summary: 'One recharge package' })
  @ApiEnvelope(AdminPackageDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<AdminPackageDto> {
    const packages = await this.queryBus.execute<ListPackagesQuery, PackageInput[]>(new ListPackagesQuery());
    const pkg = packages.find((candidate) => candidate.id === id);
    if (!pkg) throw new DomainError('NOT_FOUND');
    return toAdminPackageDto(pkg);
  }

  @Post()
  @HttpCode(200)
  @Roles(...rolesAllowed('create', RESOURCE))
  @ApiOperation({
    summary: 'Create a recharge package',
    description: '400 VALIDATION_FAILED (amounts above 0 with two decimals); 409 DUPLICATE_ID. Audited.',
  })
  @ApiEnvelope(AdminPackageDto)
  async create(
    @Body() body: CreatePackageDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminPackageDto> {
    const bean = hundredths(body.bean);
    const input: PackageInput = {
      id: body.id ?? `pkg-${bean % 100n === 0n ? (bean / 100n).toString() : body.bean}`,
      bean,
      price: hundredths(body.price),
      enabled: body.enabled ?? true,
      sortOrder: body.sort_order ?? 0,
    };
    const saved = await this.commandBus.execute(
      new SavePackageCommand(input, 'create', this.audited(staff, 'create', body.reason, ip)),
    );
    return toAdminPackageDto(saved);
  }

  @Put(':id')
  @Roles(...rolesAllowed('edit', RESOURCE))
  @ApiOperation({
    summary: 'Edit a recharge package (orders already placed keep their amounts)',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
  })
  @ApiEnvelope(AdminPackageDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async update(
    @Param('id') id: string,
    @Body() body: UpdatePackageDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminPackageDto> {
    const packages = await this.queryBus.execute<ListPackagesQuery, PackageInput[]>(new ListPackagesQuery());
    const current = packages.find((candidate) => candidate.id === id);
    const input: PackageInput = {
      id,
      bean: hundredths(body.bean),
      price: hundredths(body.price),
      enabled: body.enabled ?? current?.enabled ?? true,
      sortOrder: body.sort_order ?? current?.sortOrder ?? 0,
    };
    const saved = await this.commandBus.execute(
      new SavePackageCommand(input, 'update', this.audited(staff, 'edit', body.reason, ip)),
    );
    return toAdminPackageDto(saved);
  }

  @Delete(':id')
  @Roles(...rolesAllowed('delete', RESOURCE))
  @ApiOperation({ summary: 'Delete a recharge package; answers it as it was. Audited.' })
  @ApiEnvelope(AdminPackageDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async remove(
    @Param('id') id: string,
    @Body() body: ReasonDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<AdminPackageDto> {
    const deleted = await this.commandBus.execute(
      new DeletePackageCommand(id, this.audited(staff, 'delete', body?.reason, ip)),
    );
    return toAdminPackageDto(deleted);
  }

  /** The staff audit entry of a change, written in the change's transaction. */
  private audited(
    staff: AuthenticatedStaff,
    action: string,
    reason: string | undefined,
    ip: string,
  ): OnConfigChange<PackageInput> {
    return this.auditLog.onChange(
      { staff, action, resource: RESOURCE, reason, ip },
      { idOf: (value) => value.id, view: toAdminPackageDto },
    );
  }
}
