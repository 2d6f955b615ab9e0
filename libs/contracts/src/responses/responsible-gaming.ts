// Responsible gaming (contract section 12): deposit limits, cool-off and self-exclusion, session
// reminders and the activity statement. Amounts are two-decimal strings, times ISO-8601 UTC.

export type DepositLimitPeriod = 'day' | 'week' | 'month';
export const DEPOSIT_LIMIT_PERIODS: readonly DepositLimitPeriod[] = ['day', 'week', 'month'];

/** A raise or removal of a limit, waiting 24 h before it applies (amount null: no limit). */
export interface PendingDepositLimitView {
  period: DepositLimitPeriod;
  amount: string | null;
  effective_at: string;
}

/** GET/POST /api/limits: the limits in force (null: none), the pending changes and what was deposited. */
export interface DepositLimitsView {
  day: string | null;
  week: string | null;
  month: string | null;
  pending: PendingDepositLimitView[];
  /** Deposited so far in the current day, week and month (site time zone). */
  deposited: { day: string; week: string; month: string };
}

export type ExclusionKind = 'cool_off' | 'self_exclusion';

/** POST /api/self_exclusion: until null means permanent. */
export interface SelfExclusionView {
  until: string | null;
}

/** GET /api/self_exclusion and /api/me's self_exclusion: the exclusion in force, or null. */
export interface ActiveExclusionView {
  kind: ExclusionKind;
  started_at: string;
  until: string | null;
  permanent: boolean;
}

/** GET/POST /api/session_reminder. */
export interface SessionReminderView {
  /** Minutes of play between reminders; null: off. */
  every_minutes: number | null;
}

/** GET /api/play_session?since=…: what the ledger says about the play since a moment. */
export interface PlaySessionView {
  since: string;
  minutes: number;
  spent: string;
  won: string;
  /** won − spent (signed). */
  net: string;
}

/** One month of GET /api/activity_statement (site time zone). */
export interface ActivityMonthView {
  month: string;
  deposits: string;
  spend: string;
  winnings: string;
  net: string;
}

export interface ActivityStatementView {
  months: ActivityMonthView[];
}

/** The console's read-only view: GET /admin/api/players/{id}/responsible-gaming. */
export interface StaffResponsibleGamingView {
  limits: DepositLimitsView;
  exclusion: ActiveExclusionView | null;
  reminder: SessionReminderView;
  statement: ActivityStatementView;
}
