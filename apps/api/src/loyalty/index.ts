// The loyalty context's public API: what other contexts may import.
//   queryBus.execute(new GetVipLevelsQuery())                  VIP levels (payments' recharge rules)
//   queryBus.execute(new GetPromotionStandingQuery(inviterId)) a referrer's level and commission rate
export { GetVipLevelsQuery, GetPromotionStandingQuery, type PromotionStanding } from './levels/loyalty-levels.queries';
export { type VipLevel, type PromotionLevel } from './levels/loyalty-levels';
export { LoyaltyModule } from './loyalty.module';
// A game's spend change types earn points (the staff rules name them): registerPointsSpendTypes, from games.registry.ts.
export { registerPointsSpendTypes } from './points/points-rules.repository';
export { registerSettledSpend, type SettledSpend } from './points/points-earning.process';
// A game's daily task types count the player's debits of a change type: registerTaskCount, from games.registry.ts.
export { registerTaskCount } from './tasks/task-progress.reader';
// Admin console: staff edits, each with onChange run in the write's transaction (the audit entry).
//   commandBus.execute(new SaveVipLevelCommand(level, onChange))
//   queryBus.execute(new ListPromotionLevelsQuery()); new SavePromotionLevelCommand(level, mode, onChange),
//   new DeletePromotionLevelCommand(level, onChange)
export { SaveVipLevelCommand } from './save-vip-level/save-vip-level.command';
export { ListPromotionLevelsQuery } from './list-promotion-levels/list-promotion-levels.query';
export { SavePromotionLevelCommand } from './save-promotion-level/save-promotion-level.command';
export { DeletePromotionLevelCommand } from './delete-promotion-level/delete-promotion-level.command';
export { MAX_VIP_LEVEL, MAX_PROMOTION_LEVEL, type OnLevelChange } from './levels/level-rules';
