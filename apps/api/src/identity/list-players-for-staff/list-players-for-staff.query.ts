// Players as staff see them (the admin console's player list and profile): with the mobile number,
// never the password. Filters, sort and paging of a react-admin list.
import { Query } from '@nestjs/cqrs';

export const STAFF_PLAYER_SORT_FIELDS = ['id', 'created_at', 'name'] as const;
export type StaffPlayerSortField = (typeof STAFF_PLAYER_SORT_FIELDS)[number];

export interface StaffPlayerFilter {
  /** Part of the mobile or name (any case), or the exact id or invite code. */
  q?: string;
  /** Only these ids (react-admin getMany, or a single profile). */
  ids?: readonly string[];
  /** Also only these ids (another context's answer, e.g. the frozen accounts); ANDed with ids. */
  withinIds?: readonly string[];
  /** None of these ids. */
  excludingIds?: readonly string[];
  inviterId?: string;
  registeredFrom?: Date;
  registeredTo?: Date;
}

export interface StaffPlayerListRequest {
  filter: StaffPlayerFilter;
  sort: { field: StaffPlayerSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface StaffPlayerView {
  id: string;
  name: string;
  avatar: string | null;
  /** null for a Steam account that has not bound a mobile yet. */
  mobile: string | null;
  areaCode: string | null;
  inviteCode: string;
  inviterId: string | null;
  steamId: string | null;
  steamUrl: string | null;
  lang: 'zh' | 'en';
  /** ISO-8601 UTC. */
  createdAt: string;
  /** When they last signed in (their newest session, registration included), ISO-8601 UTC; null if never. */
  lastSignInAt: string | null;
}

export interface StaffPlayerPage {
  players: StaffPlayerView[];
  /** Players matching the filter, over all pages. */
  total: number;
}

export class ListPlayersForStaffQuery extends Query<StaffPlayerPage> {
  constructor(readonly request: StaffPlayerListRequest) {
    super();
  }
}
