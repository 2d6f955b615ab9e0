// The react-admin list query of GET /admin/api/coin-adjustments: sort created_at (default, newest
// first), id, amount, updated_at; filters id (one or a list), status, player_id, requested_by,
// direction.
import { AdminListRequestDto, parseAdminList, readers } from '../../../platform/http/admin-list';
import { ADJUSTMENT_SORT_FIELDS, type AdjustmentListRequest } from '../coin-adjustments.reader';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_STATUSES } from '../domain/coin-adjustment';

export { AdminListRequestDto as ListCoinAdjustmentsRequestDto };

export function parseListCoinAdjustmentsRequest(dto: AdminListRequestDto): AdjustmentListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: ADJUSTMENT_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: {
      id: readers.ids,
      status: readers.oneOf(ADJUSTMENT_STATUSES),
      player_id: readers.string,
      requested_by: readers.string,
      direction: readers.oneOf(ADJUSTMENT_DIRECTIONS),
    },
  });
  const { id, status, player_id: playerId, requested_by: requestedBy, direction } = parsed.filter;
  return { ...parsed, filter: { ids: id, status, playerId, requestedBy, direction } };
}
