// A player's coin summary for their profile (/api/me) and the VIP page: balance, VIP level, the total
// and number of paid recharges (read models projected inline: they reflect every completed append).
import { Query } from '@nestjs/cqrs';

export interface AccountSummaryView {
  playerId: string;
  /** Hundredths. */
  balance: bigint;
  vipLevel: number;
  /** Sum of paid recharges (change type RECHARGE), hundredths. */
  totalRecharge: bigint;
  paidRecharges: number;
}

export class GetAccountSummaryQuery extends Query<AccountSummaryView> {
  constructor(readonly playerId: string) {
    super();
  }
}

/**
 * The sum of paid recharges (hundredths) of several players, e.g. a referrer's invitees; with since,
 * only the recharges credited at or after it (a ROLL room's recharge window).
 */
export class GetRechargeTotalQuery extends Query<bigint> {
  constructor(
    readonly playerIds: readonly string[],
    readonly since: Date | null = null,
  ) {
    super();
  }
}

/** Why and since when staff froze an account. */
export interface AccountFreezeView {
  reason: string;
  /** The staff id. */
  by: string;
  /** ISO-8601 UTC. */
  since: string;
}

export interface AccountSummaryWithStatusView extends AccountSummaryView {
  /** Null when the account is not frozen. */
  frozen: AccountFreezeView | null;
}

/** Several players' summaries with their freeze (the admin player list and profile), in the order asked. */
export class GetAccountSummariesQuery extends Query<AccountSummaryWithStatusView[]> {
  constructor(readonly playerIds: readonly string[]) {
    super();
  }
}
