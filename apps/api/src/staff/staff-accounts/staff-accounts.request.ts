// The react-admin list query of GET /admin/api/staff: sort id (default), email, role, created_at;
// filters id (one or a list), q (part of the email), role, disabled.
import { AdminListRequestDto, parseAdminList, readers, type FilterReader } from '../../platform/http/admin-list';
import { isStaffRole, type StaffRole } from '../../platform/auth';
import { STAFF_SORT_FIELDS, type StaffListRequest } from './staff-accounts.repository';

export { AdminListRequestDto as ListStaffRequestDto };

const role: FilterReader<StaffRole> = (value) => (isStaffRole(value) ? value : undefined);

export function parseListStaffRequest(dto: AdminListRequestDto): StaffListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: STAFF_SORT_FIELDS,
    defaultSort: { field: 'id', order: 'ASC' },
    filters: { id: readers.ids, q: readers.string, role, disabled: readers.boolean },
  });
  const { id, q, role: roleFilter, disabled } = parsed.filter;
  return {
    sort: parsed.sort,
    offset: parsed.offset,
    limit: parsed.limit,
    filter: { ids: id, q, role: roleFilter, disabled },
  };
}
