// The react-admin list query of GET /admin/api/coin-adjustments: sort created_at (default, newest
// first), id, amount, updated_at; filters id (one or a list), status, player_id, requested_by,
// direction.
import { AdminListRequestDto, parseAdminList, readers, type FilterReader } from '../../../platform/http/admin-list';
import { ADJUSTMENT_SORT_FIELDS, type AdjustmentListRequest } from '../coin-adjustments.reader';
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_STATUSES,
  type AdjustmentDirection,
  type AdjustmentStatus,
} from '../domain/coin-adjustment';

export { AdminListRequestDto as ListCoinAdjustmentsRequestDto };

const oneOf =
  <T extends string>(values: readonly T[]): FilterReader<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseListCoinAdjustmentsRequest(dto: AdminListRequestDto): AdjustmentListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: ADJUSTMENT_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: {
      id: readers.ids,
      status: oneOf<AdjustmentStatus>(ADJUSTMENT_STATUSES),
      player_id: readers.string,
      requested_by: readers.string,
      direction: oneOf<AdjustmentDirection>(ADJUSTMENT_DIRECTIONS),
    },
  });
  const { id, status, player_id: playerId, requested_by: requestedBy, direction } = parsed.filter;
  return {
    sort: parsed.sort,
    offset: parsed.offset,
    limit: parsed.limit,
    filter: { ids: id, status, playerId, requestedBy, direction },
  };
}
