// Response shape of GET /admin/api/reports/summary: the dashboard's totals and series (amounts as
// two-decimal strings), the house's liability now, and each box's actual RTP against its configured one.

export type ReportBucket = 'day' | 'week' | 'month';

export interface ReportFiguresResponse {
  /** Paid recharge orders: money taken. */
  deposits: string;
  deposit_count: number;
  /** Coins credited by card codes redeemed (counted apart from deposits). */
  card_codes: string;
  card_code_count: number;
  /** Value of the items extracted. */
  withdrawals: string;
  withdrawal_count: number;
  /** Box prices paid. */
  box_spend: string;
  /** Value of the items those openings granted. */
  box_granted: string;
  /** Gross gaming revenue: box_spend - box_granted. */
  ggr: string;
  boxes_opened: number;
}

export interface ReportPointResponse extends ReportFiguresResponse {
  /** The first day of the bucket (UTC), YYYY-MM-DD. */
  bucket: string;
}

export interface ReportBoxResponse {
  box_id: string;
  name_zh: string;
  name_en: string;
  boxes_opened: number;
  spent: string;
  granted: string;
  /** granted / spent over the range, percent (null: not opened in the range). */
  rtp_actual: string | null;
  /** The pool as configured now, percent (null: the box no longer exists). */
  rtp_configured: string | null;
}

export interface ReportSummaryResponse {
  from: string;
  to: string;
  bucket: ReportBucket;
  totals: ReportFiguresResponse;
  /** Every player's balance now: the house's liability. */
  player_balances: string;
  player_balances_at: string;
  /** One point per bucket of the range, empty ones included. */
  series: ReportPointResponse[];
  boxes: ReportBoxResponse[];
}
