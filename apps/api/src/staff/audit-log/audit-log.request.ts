// The react-admin list query of GET /admin/api/audit-log (platform/http/admin-list): sort at (default,
// newest first) or id; filters id (one or a list), staff_id, action, resource, resource_id, from, to
// (ISO times, inclusive).
import { AdminListRequestDto, parseAdminList, readers } from '../../platform/http/admin-list';
import { AUDIT_LOG_SORT_FIELDS, type AuditLogListRequest } from './audit-log.reader';

export { AdminListRequestDto as ListAuditLogRequestDto };

export function parseListAuditLogRequest(dto: AdminListRequestDto): AuditLogListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: AUDIT_LOG_SORT_FIELDS,
    defaultSort: { field: 'at', order: 'DESC' },
    filters: {
      id: readers.ids,
      staff_id: readers.string,
      action: readers.string,
      resource: readers.string,
      resource_id: readers.string,
      from: readers.date,
      to: readers.date,
    },
  });
  const { id, staff_id: staffId, action, resource, resource_id: resourceId, from, to } = parsed.filter;
  return { ...parsed, filter: { ids: id, staffId, action, resource, resourceId, from, to } };
}
