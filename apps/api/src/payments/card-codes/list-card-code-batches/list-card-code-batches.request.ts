// The react-admin list query of GET /admin/api/card-code-batches (platform/http/admin-list): sort by
// BATCH_SORT_FIELDS (default newest first), filters id (one or a list: getMany), created_by (staff
// id), q (part of the note).
import { AdminListRequestDto, parseAdminList, readers } from '../../../platform/http/admin-list';
import { BATCH_SORT_FIELDS, type BatchListRequest } from '../store/card-code.repository';

export { AdminListRequestDto as ListCardCodeBatchesRequestDto };

export function parseListCardCodeBatchesRequest(dto: AdminListRequestDto): BatchListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: BATCH_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: { id: readers.ids, created_by: readers.string, q: readers.string },
  });
  const { id, created_by: createdBy, q } = parsed.filter;
  return {
    ...parsed,
    filter: { ...(id ? { ids: id } : {}), ...(createdBy ? { createdBy } : {}), ...(q !== undefined ? { q } : {}) },
  };
}
