// Response shapes of the house's economy reports: GET /admin/api/reports/economy (gross gaming
// revenue from the ledger, the bonuses by kind as a cost, net revenue; totals and a series) and GET
// /admin/api/welfare-payouts (a react-admin list: the welfare paid per UTC day, by kind). Amounts are
// two-decimal strings.

/** The kinds of bonus the house pays, in the order the console shows them. */
export const BONUS_KINDS = [
  'registration_packets',
  'sign_in_packets',
  'red_packets',
  'task_rewards',
  'ranking_rewards',
  'battle_rebates',
  'vip_rebates',
  'first_recharge_bonuses',
  'referral_commissions',
  'free_boxes',
  'other_bonuses',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export interface EconomyFiguresResponse {
  /** Coins staked in games. */
  stakes: string;
  /** Coins games paid back (battle wins, refunds, item buy-backs). */
  paid_back: string;
  /** Gross gaming revenue: stakes - paid_back. */
  ggr: string;
  /** Each kind of bonus paid (net of any taken back); free_boxes: the value of the items granted. */
  bonuses: Record<BonusKind, string>;
  /** How many of each (coin events; free_boxes: boxes opened). */
  bonus_counts: Record<BonusKind, number>;
  bonuses_total: string;
  /** ggr - bonuses_total. */
  net_revenue: string;
}

export interface EconomyPointResponse extends EconomyFiguresResponse {
  /** The first day of the bucket (UTC), YYYY-MM-DD. */
  bucket: string;
}

export interface ReportEconomyResponse {
  from: string;
  to: string;
  bucket: 'day' | 'week' | 'month';
  totals: EconomyFiguresResponse;
  /** One point per bucket of the range, empty ones included. */
  series: EconomyPointResponse[];
}

/** One UTC day of welfare payouts (GET /admin/api/welfare-payouts, id = the day). */
export interface WelfarePayoutDayResponse {
  id: string;
  day: string;
  sign_in_packets: string;
  sign_in_count: number;
  registration_packets: string;
  registration_count: number;
  red_packets: string;
  red_packet_count: number;
  free_boxes: string;
  free_box_count: number;
  ranking_rewards: string;
  ranking_count: number;
  /** Battle-damage and VIP rebates. */
  rebates: string;
  rebate_count: number;
  /** Task rewards, first-recharge bonuses, referral commissions and any other bonus. */
  other: string;
  other_count: number;
  total: string;
}
