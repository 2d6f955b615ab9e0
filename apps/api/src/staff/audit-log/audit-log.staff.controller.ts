// GET /admin/api/audit-log and /{id}: the staff audit log, append-only, for admin and auditor
// (react-admin list: filters, sort, range, Content-Range). Nothing here changes it: there is no
// route that could.
import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/errors/domain-error';
import { setContentRange } from '../../platform/http/admin-list';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { Roles, StaffAuthGuard } from '../../platform/auth';
import { rolesAllowed } from '../domain/staff-permissions';
import { AuditLogEntryDto, toAuditLogEntryDto } from './audit-log.dto';
import { AuditLogReader } from './audit-log.reader';
import { ListAuditLogRequestDto, parseListAuditLogRequest } from './audit-log.request';

export const AUDIT_LOG_RESOURCE = 'audit-log';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/audit-log')
@UseGuards(StaffAuthGuard)
export class AuditLogStaffController {
  constructor(private readonly reader: AuditLogReader) {}

  @Get()
  @Roles(...rolesAllowed('list', 'audit-log'))
  @ApiOperation({
    summary: 'Staff actions that changed anything, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), staff_id, action, resource, resource_id, from, to (ISO times, inclusive). ' +
      'Sort: at (default DESC) or id.',
  })
  @ApiEnvelope(AuditLogEntryDto, { isArray: true })
  async list(
    @Query() query: ListAuditLogRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditLogEntryDto[]> {
    const request = parseListAuditLogRequest(query);
    const page = await this.reader.list(request);
    setContentRange(reply, AUDIT_LOG_RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toAuditLogEntryDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', 'audit-log'))
  @ApiOperation({ summary: 'One audit-log entry' })
  @ApiEnvelope(AuditLogEntryDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<AuditLogEntryDto> {
    const row = await this.reader.get(id);
    if (!row) throw new DomainError('NOT_FOUND');
    return toAuditLogEntryDto(row);
  }
}
