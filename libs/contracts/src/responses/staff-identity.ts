// Response shapes of /admin/api/players: a player as staff see them (identity's profile with the
// mobile, the ledger's balance, VIP level and freeze).
import type { Language } from '../envelope';

export interface StaffPlayerResponse {
  id: string;
  name: string;
  avatar: string | null;
  /** null for a Steam account that has not bound a mobile yet. */
  mobile: string | null;
  area_code: string | null;
  invite_code: string;
  inviter_id: string | null;
  /** Coin balance, two decimals. */
  bean: string;
  vip_level: number;
  /** Frozen by staff: can sign in and look, not spend, recycle or extract. */
  frozen: boolean;
  /** Total deposits: the sum of paid recharges, two decimals. */
  total_recharge: string;
  /** When they last signed in (their newest session, registration included); null if never. */
  last_sign_in_at: string | null;
  created_at: string;
}

export interface StaffPlayerInviterResponse {
  id: string;
  name: string;
  invite_code: string;
}

/** data of GET /admin/api/players/{id}. */
export interface StaffPlayerDetailResponse extends StaffPlayerResponse {
  steam_id: string | null;
  steam_url: string | null;
  lang: Language;
  paid_recharges: number;
  inviter: StaffPlayerInviterResponse | null;
  /** Why it was frozen (null when not frozen). */
  frozen_reason: string | null;
  /** The staff id who froze it. */
  frozen_by: string | null;
  frozen_at: string | null;
}
