// /admin/api/staff: staff accounts for admins (react-admin list, show, create, edit). Every change is
// audited; see StaffAccountsService for the rules.
import { Body, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors/domain-error';
import { respond } from '../../platform/http/api-response';
import { setContentRange } from '../../platform/http/admin-list';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { CreateStaffDto, StaffAccountDto, toStaffAccountDto, UpdateStaffDto } from './staff-account.dto';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { ListStaffRequestDto, parseListStaffRequest } from './staff-accounts.request';
import { STAFF_RESOURCE, StaffAccountsService } from './staff-accounts.service';
import { StaffController, StaffEndpoint } from '../http/staff-endpoint';

@StaffController('staff')
export class StaffAccountsStaffController {
  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly service: StaffAccountsService,
  ) {}

  @Get()
  @StaffEndpoint('list', 'staff', {
    summary: 'Staff accounts (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), q (part of the email), role, disabled. Sort: id (default), email, role, created_at.',
    type: StaffAccountDto,
    isArray: true,
  })
  async list(
    @Query() query: ListStaffRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffAccountDto[]> {
    const request = parseListStaffRequest(query);
    const page = await this.accounts.list(request);
    setContentRange(reply, STAFF_RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toStaffAccountDto);
  }

  @Get(':id')
  @StaffEndpoint('show', 'staff', {
    summary: 'One staff account',
    type: StaffAccountDto,
    refusals: [[404, 'STAFF_NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<StaffAccountDto> {
    const row = await this.accounts.findById(id);
    if (!row) throw new DomainError('STAFF_NOT_FOUND');
    return toStaffAccountDto(row);
  }

  @Post()
  @HttpCode(200)
  @StaffEndpoint('create', 'staff', {
    summary: 'Create a staff account with a role and an initial password (argon2id); audited',
    description: '409 STAFF_EMAIL_TAKEN when an account has this email (any case).',
    type: StaffAccountDto,
    refusals: [[409, 'STAFF_EMAIL_TAKEN']],
  })
  async create(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Body() body: CreateStaffDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    const row = await this.service.create(staff, body, request.ip ?? null);
    return respond(toStaffAccountDto(row), 'SAVED');
  }

  @Put(':id')
  @StaffEndpoint('edit', 'staff', {
    summary: 'Change a staff account: role, disabled (ends its sessions), password reset (ends its sessions); audited',
    description:
      '403 STAFF_SELF_CHANGE_FORBIDDEN when staff disable or demote themselves; 404 STAFF_NOT_FOUND; ' +
      '400 when the email differs (addresses do not change). Unchanged fields write nothing.',
    type: StaffAccountDto,
    refusals: [[404, 'STAFF_NOT_FOUND']],
  })
  async update(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: UpdateStaffDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    const row = await this.service.update(staff, id, body, request.ip ?? null);
    return respond(toStaffAccountDto(row), 'SAVED');
  }
}
