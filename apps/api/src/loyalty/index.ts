// The loyalty context's public API: what other contexts may import.
//   queryBus.execute(new GetVipLevelsQuery())                  VIP levels (payments' recharge rules)
//   queryBus.execute(new GetPromotionStandingQuery(inviterId)) a referrer's level and commission rate
export { GetVipLevelsQuery, GetPromotionStandingQuery, type PromotionStanding } from './levels/loyalty-levels.queries';
export { type VipLevel, type PromotionLevel } from './levels/loyalty-levels';
export { LoyaltyModule } from './loyalty.module';
