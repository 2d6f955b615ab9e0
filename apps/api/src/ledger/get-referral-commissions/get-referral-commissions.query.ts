// What a referrer earned from their invitees, read from the ledger's change records: the total of
// their REFERRAL_COMMISSION records, and for some invitees what each one's recharges brought (a
// commission's reference is the order its invitee's RECHARGE record carries too). The promotion
// centre's commission total and its list of invitees.
import { Query } from '@nestjs/cqrs';

export interface ReferralCommissionsView {
  /** All the referrer's commissions, hundredths. */
  total: bigint;
  /** By invitee id (each of those asked for; 0 when none), hundredths. */
  byInvitee: ReadonlyMap<string, bigint>;
}

export class GetReferralCommissionsQuery extends Query<ReferralCommissionsView> {
  constructor(
    readonly referrerId: string,
    readonly inviteeIds: readonly string[] = [],
  ) {
    super();
  }
}
