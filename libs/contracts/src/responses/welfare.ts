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

/** data of GET/PUT /admin/api/welfare-rules. */
export interface WelfareRulesResponse {
  id: 'current';
  /** Amounts of streak days 1..7. */
  days: string[];
  award_min: string;
  award_max: string;
  month_packet_min: string;
  month_packet_max: string;
  month_sign_ins: number;
  registration_min: string;
  registration_max: string;
}
