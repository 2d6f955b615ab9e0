// The welfare centre (loyalty): sign-in, its page state, the staff rules; red-packet campaigns.
// Amounts are two-decimal strings.

/** data of POST /api/sign_in. */
export interface SignInResponse {
  /** 1..7: the day of the streak this sign-in was. */
  day: number;
  /** The day's amount credited (the table's). */
  bean: string;
  /** The random award (day 7), else "0.00". */
  award: string;
  /** The recharge-month packet credited with this sign-in, else "0.00". */
  month_packet: string;
  /** The balance after. */
  balance: string;
}

export interface SignInDayResponse {
  /** 1..7 */
  day: number;
  bean: string;
}

export interface SignInRecordResponse {
  /** YYYY-MM-DD in the sign-in time zone. */
  date: string;
  day: number;
  bean: string;
  award: string;
  month_packet: string;
}

/** data of GET /api/sign_in: the welfare page's calendar and month progress. */
export interface SignInStateResponse {
  /** Today in the sign-in time zone (YYYY-MM-DD) and the zone. */
  today: string;
  time_zone: string;
  signed_today: boolean;
  /** The streak day of the latest sign-in if the streak is alive, else 0. */
  streak_day: number;
  /** The day today's sign-in gets (today's day when already signed). */
  next_day: number;
  days: SignInDayResponse[];
  award_min: string;
  award_max: string;
  month: {
    sign_ins: number;
    needed: number;
    recharged: boolean;
    packet_paid: boolean;
    packet_min: string;
    packet_max: string;
  };
  /** This month's sign-ins, oldest first. */
  history: SignInRecordResponse[];
}

/** One weighted tier of a random reward: its amount (two decimals) and its weight (a positive integer). */
export interface RewardTierBody {
  amount: string;
  weight: number;
}

/** data of GET/PUT /admin/api/welfare-rules. */
export interface WelfareRulesResponse {
  id: 'current';
  /** Amounts of streak days 1..7. */
  days: string[];
  /** The day-7 random award's tiers, in draw order. */
  award_tiers: RewardTierBody[];
  month_packet_tiers: RewardTierBody[];
  month_sign_ins: number;
  /** The registration packet's tiers, in draw order. */
  registration_tiers: RewardTierBody[];
  /**
   * Expected value of each tier list: Σ amount × weight / Σ weight, rounded half up to the hundredth
   * (0.415 → "0.42"). registration_expected_value is what each new player costs on average.
   */
  award_expected_value: string;
  month_packet_expected_value: string;
  registration_expected_value: string;
  /** The price of the cheapest enabled box, or null when none is enabled. */
  cheapest_box_price: string | null;
  /** Whether the registration packet's exact (unrounded) expected value is at most cheapest_box_price; null without boxes. */
  registration_within_cheapest_box: boolean | null;
}

/** The body of PUT /admin/api/welfare-rules/current. */
export interface UpdateWelfareRulesBody {
  days: string[];
  award_tiers: RewardTierBody[];
  month_packet_tiers: RewardTierBody[];
  month_sign_ins: number;
  registration_tiers: RewardTierBody[];
  reason?: string;
}

/** A red-packet campaign as the player sees it (GET /api/red_packets). */
export interface RedPacketResponse {
  id: string;
  title: string;
  /** 'random' or 'equal' */
  split: string;
  total: string;
  count: number;
  left: number;
  starts_at: string;
  ends_at: string;
  /** 'all', 'vip' (min_vip), 'recharged' */
  audience: string;
  min_vip: number;
  /** Whether a claim code is needed. */
  needs_code: boolean;
  /** What this player got from it, else null. */
  claimed: string | null;
}

/** data of POST /api/red_packets/claim. */
export interface RedPacketClaimResponse {
  id: string;
  amount: string;
  balance: string;
}

/** A campaign in the console, with what is claimed and left. */
export interface AdminRedPacketResponse {
  id: string;
  title_zh: string;
  title_en: string;
  total: string;
  count: number;
  split: string;
  starts_at: string;
  ends_at: string;
  audience: string;
  min_vip: number;
  code: string | null;
  closed: boolean;
  claimed_count: number;
  claimed_amount: string;
  left_count: number;
  left_amount: string;
  created_by: string;
  created_at: string;
}

export interface AdminRedPacketClaimResponse {
  id: string;
  campaign_id: string;
  player_id: string;
  index: number;
  amount: string;
  created_at: string;
}
