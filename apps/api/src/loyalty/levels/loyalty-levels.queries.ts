// Public queries of the loyalty context: the VIP levels (payments' recharge rules) and a referrer's
// promotion standing (the commission rate on their invitees' recharges).
import { Query } from '@nestjs/cqrs';
import type { PromotionLevel, VipLevel } from './loyalty-levels';

export class GetVipLevelsQuery extends Query<VipLevel[]> {}

export interface PromotionStanding {
  inviterId: string;
  peopleInvited: number;
  /** Total paid recharges of the invitees, hundredths. */
  inviteTotalRecharge: bigint;
  level: PromotionLevel | null;
}

export class GetPromotionStandingQuery extends Query<PromotionStanding> {
  constructor(readonly inviterId: string) {
    super();
  }
}
