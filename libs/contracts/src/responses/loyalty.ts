// Response shapes of the loyalty player calls (contract section 7): VIP levels and promotion
// (referral) levels, each with where the signed-in player stands. Percentages and amounts are
// two-decimal strings.

export interface VipLevelResponse {
  level: number;
  /** Total paid recharges from which the level holds. */
  threshold: string;
  /** Percent of every recharge credited back at this level. */
  rebate: string;
  description: string;
}

export interface VipStandingResponse {
  current_level: number;
  /** null at the top level. */
  next_level: number | null;
  /** Rebate percent of the current level. */
  rebate: string;
  /** Recharge still needed for the next level ("0.00" at the top). */
  difference_money: string;
  total_recharge: string;
}

/** data of GET /api/vip/list. */
export interface VipListResponse {
  list: VipLevelResponse[];
  user: VipStandingResponse;
}

export interface PromotionLevelResponse {
  level: number;
  name: string;
  /** Invitees' total recharge from which the level holds. */
  invite_total: string;
  /** Percent of each invitee recharge paid to the referrer. */
  rebate: string;
  description: string;
}

export interface PromotionStandingResponse {
  invite_code: string;
  /** true once the player chose their own invite code (POST /api/set_invite_code, once). */
  invite_code_custom: boolean;
  /** 0: no level yet. */
  promotion_level: number;
  people_invited_num: number;
  invite_total_recharge: string;
  /** All the referral commission you earned (your REFERRAL_COMMISSION change records), two decimals. */
  commission_total: string;
}

/** One row of GET /api/promote/invitees: a player you invited. */
export interface InviteeResponse {
  name: string;
  /** When they registered, ISO-8601 UTC. */
  joined_at: string;
  /** Their paid recharges in all, two decimals ("0.00": none yet). */
  total_recharge: string;
  /** 1 once they recharged, else 0. */
  is_recharge: 0 | 1;
  /** The commission their recharges earned you, two decimals. */
  commission: string;
}

/** data of GET /api/promote. */
export interface PromoteResponse {
  list: PromotionLevelResponse[];
  user: PromotionStandingResponse;
}
