// The loyalty context: VIP levels and promotion (referral) levels, their pages; sign-in, tasks, red
// packets and the shop join here later.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { LOYALTY_MIGRATIONS, loadDefaultLevels } from './levels/loyalty-levels';
import { GetPromotionStandingHandler, GetVipLevelsHandler } from './levels/loyalty-levels.handlers';
import { PromoteController } from './promote/promote.controller';
import { DeletePromotionLevelHandler } from './delete-promotion-level/delete-promotion-level.handler';
import { ListPromotionLevelsHandler } from './list-promotion-levels/list-promotion-levels.handler';
import { SavePromotionLevelHandler } from './save-promotion-level/save-promotion-level.handler';
import { SaveVipLevelHandler } from './save-vip-level/save-vip-level.handler';
import { VipListController } from './vip-list/vip-list.controller';
import { PromotionLevelsStaffController } from './save-promotion-level/promotion-levels.staff.controller';
import { VipLevelsStaffController } from './save-vip-level/vip-levels.staff.controller';
import { WelfareModule } from './welfare/welfare.module';
import { RedPacketsModule } from './red-packets/red-packets.module';

@Module({
  imports: [CqrsModule, WelfareModule, RedPacketsModule],
  controllers: [VipListController, PromoteController, VipLevelsStaffController, PromotionLevelsStaffController],
  providers: [
    GetVipLevelsHandler,
    GetPromotionStandingHandler,
    SaveVipLevelHandler,
    ListPromotionLevelsHandler,
    SavePromotionLevelHandler,
    DeletePromotionLevelHandler,
  ],
})
export class LoyaltyModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, LOYALTY_MIGRATIONS);
    await loadDefaultLevels(this.sql);
  }
}
