// The react-admin list query of GET /admin/api/staff: sort id (default), email, role, created_at;
// filters id (one or a list), q (part of the email), role, disabled.
import { AdminListRequestDto, parseAdminList, readers } from '../../platform/http/admin-list';
import { STAFF_ROLES } from '../../platform/auth';
import { STAFF_SORT_FIELDS, type StaffListRequest } from './staff-accounts.repository';

export { AdminListRequestDto as ListStaffRequestDto };

export function parseListStaffRequest(dto: AdminListRequestDto): StaffListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: STAFF_SORT_FIELDS,
    defaultSort: { field: 'id', order: 'ASC' },
    filters: { id: readers.ids, q: readers.string, role: readers.oneOf(STAFF_ROLES), disabled: readers.boolean },
  });
  const { id, q, role, disabled } = parsed.filter;
  return { ...parsed, filter: { ids: id, q, role, disabled } };
}
