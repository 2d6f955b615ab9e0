// GET /admin/api/conversion-reports: the first-recharge conversion reports with their forwarding
// state, a react-admin page (filters status, player_id, id; sort created_at, id; Content-Range).
// Read only: the forwarder alone moves a report's state.
import { Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../../staff';
import {
  CONVERSION_REPORT_SORT_FIELDS,
  ConversionReportStore,
  FORWARD_STATUSES,
  type ConversionReportListRequest,
} from '../conversion-report.store';
import { AdminConversionReportDto, toAdminConversionReportDto } from './conversion-reports.staff.dto';

const RESOURCE = 'conversion-reports';

export function parseConversionReportList(query: AdminListRequestDto): ConversionReportListRequest {
  const parsed = parseAdminList(query, {
    sortFields: CONVERSION_REPORT_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: { status: readers.oneOf(FORWARD_STATUSES), player_id: readers.string, id: readers.ids },
  });
  const { status, player_id: playerId, id } = parsed.filter;
  return { ...parsed, filter: { status, playerId, ids: id } };
}

@StaffController(RESOURCE)
export class ConversionReportsStaffController {
  constructor(private readonly reports: ConversionReportStore) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'First-recharge conversion reports with their forwarding state, newest first (react-admin list)',
    description: 'filter status (disabled, pending, sent, failed), player_id, id; sort created_at, id',
    type: AdminConversionReportDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminConversionReportDto[]> {
    const request = parseConversionReportList(query);
    const page = await this.reports.list(request);
    setContentRange(reply, RESOURCE, request.offset, page.reports.length, page.total);
    return page.reports.map(toAdminConversionReportDto);
  }
}
