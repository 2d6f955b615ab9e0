// The react-admin list query of GET /admin/api/players: sort id, created_at (default, newest first),
// name; filters q (part of the mobile or name, or the exact id or invite code), id (one or a list:
// getMany), frozen, inviter_id, registered_from, registered_to (ISO times, inclusive).
import { type StaffPlayerListRequest, STAFF_PLAYER_SORT_FIELDS } from './list-players-for-staff.query';
import { AdminListRequestDto, parseAdminList, readers } from '../../platform/http/admin-list';

export { AdminListRequestDto as ListPlayersRequestDto };

export interface PlayerListRequest extends StaffPlayerListRequest {
  /** Only frozen (true) or only active (false) accounts. */
  frozen?: boolean;
}

export function parseListPlayersRequest(dto: AdminListRequestDto): PlayerListRequest {
  const parsed = parseAdminList(dto, {
    sortFields: STAFF_PLAYER_SORT_FIELDS,
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: {
      q: readers.string,
      id: readers.ids,
      frozen: readers.boolean,
      inviter_id: readers.string,
      registered_from: readers.date,
      registered_to: readers.date,
    },
  });
  const { q, id, frozen, inviter_id: inviterId, registered_from: from, registered_to: to } = parsed.filter;
  return { ...parsed, frozen, filter: { q, ids: id, inviterId, registeredFrom: from, registeredTo: to } };
}
