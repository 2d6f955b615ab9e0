// GET /admin/api/audit-log and /{id}: the staff audit log, append-only, for admin and auditor
// (react-admin list: filters, sort, range, Content-Range). Nothing here changes it: there is no
// route that could.
import { Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/errors/domain-error';
import { setContentRange } from '../../platform/http/admin-list';
import { AuditLogEntryDto, toAuditLogEntryDto } from './audit-log.dto';
import { AuditLogReader } from './audit-log.reader';
import { ListAuditLogRequestDto, parseListAuditLogRequest } from './audit-log.request';
import { StaffController, StaffEndpoint } from '../http/staff-endpoint';

export const AUDIT_LOG_RESOURCE = 'audit-log';

@StaffController('audit-log')
export class AuditLogStaffController {
  constructor(private readonly reader: AuditLogReader) {}

  @Get()
  @StaffEndpoint('list', 'audit-log', {
    summary: 'Staff actions that changed anything, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), staff_id, action, resource, resource_id, from, to (ISO times, inclusive). ' +
      'Sort: at (default DESC) or id.',
    type: AuditLogEntryDto,
    isArray: true,
  })
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
  @StaffEndpoint('show', 'audit-log', {
    summary: 'One audit-log entry',
    type: AuditLogEntryDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<AuditLogEntryDto> {
    const row = await this.reader.get(id);
    if (!row) throw new DomainError('NOT_FOUND');
    return toAuditLogEntryDto(row);
  }
}
