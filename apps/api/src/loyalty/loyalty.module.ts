// The loyalty context: VIP levels and promotion (referral) levels, their pages; sign-in, tasks, red
// packets and the shop join here later.
import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { DemoLoyaltyLoader } from './demo/demo-loyalty.loader';
import { LOYALTY_MIGRATIONS, loadDefaultLevels } from './levels/loyalty-levels';
import { GetPromotionStandingHandler, GetVipLevelsHandler } from './levels/loyalty-levels.handlers';
import { PromoteController } from './promote/promote.controller';
import { ListInviteesController } from './list-invitees/list-invitees.controller';
import { DeletePromotionLevelHandler } from './delete-promotion-level/delete-promotion-level.handler';
import { ListPromotionLevelsHandler } from './list-promotion-levels/list-promotion-levels.handler';
import { SavePromotionLevelHandler } from './save-promotion-level/save-promotion-level.handler';
import { SaveVipLevelHandler } from './save-vip-level/save-vip-level.handler';
import { VipListController } from './vip-list/vip-list.controller';
import { PromotionLevelsStaffController } from './save-promotion-level/promotion-levels.staff.controller';
import { VipLevelsStaffController } from './save-vip-level/vip-levels.staff.controller';
import { LedgerModule } from '../ledger';
import { EventSourcingModule } from '../platform/event-sourcing';
import { LOYALTY_FEATURE } from './loyalty.feature';
import { POINTS_RULES_MIGRATIONS, PointsRulesRepository } from './points/points-rules.repository';
import { PointsEarningProcess } from './points/points-earning.process';
import { PointsService } from './points/points.service';
import { SHOP_ITEMS_MIGRATIONS, ShopItemsRepository } from './shop/shop-items.repository';
import { ShopController } from './shop/shop.controller';
import { ShopProcess } from './shop/shop.process';
import { ShopService } from './shop/shop.service';
import { LOYALTY_CLOCK, type LoyaltyClock } from './tasks/loyalty-day';
import { TASKS_MIGRATIONS, TasksRepository } from './tasks/tasks.repository';
import { TasksController } from './tasks/tasks.controller';
import { TasksService } from './tasks/tasks.service';
import { FREE_BOXES_MIGRATIONS, FreeBoxesRepository } from './free-boxes/free-boxes.repository';
import { FreeBoxesController } from './free-boxes/free-boxes.controller';
import { FreeBoxesService } from './free-boxes/free-boxes.service';
import { FreeBoxesStaffController } from './free-boxes/free-boxes.staff.controller';
import { PointsRulesStaffController } from './points/points-rules.staff.controller';
import { ShopItemsStaffController } from './shop/shop-items.staff.controller';
import { TasksStaffController } from './tasks/tasks.staff.controller';
import { SaveShopItemHandler } from './shop/save-shop-item.command';
import { PlayerPointsStaffController } from './staff/player-points.staff.controller';

import { WelfareModule } from './welfare/welfare.module';
import { RedPacketsModule } from './red-packets/red-packets.module';

@Module({
  imports: [CqrsModule, LedgerModule, EventSourcingModule.forFeature(LOYALTY_FEATURE), WelfareModule, RedPacketsModule],
  controllers: [
    VipListController,
    PromoteController,
    ListInviteesController,
    VipLevelsStaffController,
    PromotionLevelsStaffController,
    ShopController,
    TasksController,
    FreeBoxesController,
    PointsRulesStaffController,
    ShopItemsStaffController,
    TasksStaffController,
    FreeBoxesStaffController,
    PlayerPointsStaffController,
  ],
  providers: [
    GetVipLevelsHandler,
    GetPromotionStandingHandler,
    SaveVipLevelHandler,
    ListPromotionLevelsHandler,
    SavePromotionLevelHandler,
    DeletePromotionLevelHandler,
    PointsRulesRepository,
    PointsService,
    PointsEarningProcess,
    ShopItemsRepository,
    ShopService,
    ShopProcess,
    TasksRepository,
    TasksService,
    FreeBoxesRepository,
    FreeBoxesService,
    SaveShopItemHandler,
    DemoLoyaltyLoader,
    { provide: LOYALTY_CLOCK, useValue: { now: () => new Date() } satisfies LoyaltyClock },
  ],
})
export class LoyaltyModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demo: DemoLoyaltyLoader,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, LOYALTY_MIGRATIONS);
    await loadDefaultLevels(this.sql);
    await runMigrations(this.sql, [
      ...POINTS_RULES_MIGRATIONS,
      ...SHOP_ITEMS_MIGRATIONS,
      ...TASKS_MIGRATIONS,
      ...FREE_BOXES_MIGRATIONS,
    ]);
  }

  /** SEED_DEMO: after every module's start, so the demo catalogue is there. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if (await this.demo.loadIfEmpty()) new Logger('Loyalty').log('demo loyalty rewards loaded');
  }
}
