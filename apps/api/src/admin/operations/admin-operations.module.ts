// The admin console's operations (issue 6, second half): catalogue (items, boxes with the pool editor
// and RTP preview), payments (orders, packages, first-recharge bonuses), deliveries (bills with retry,
// approve, reject), content (help articles), configuration (VIP and promotion levels) and the
// dashboard. One folder per resource; each reads and changes its context through that context's
// public queries and commands, and writes a staff audit entry for every change.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminBillsController } from './bills/admin-bills.controller';
import { AdminBoxesController } from './boxes/admin-boxes.controller';
import { AdminFirstBonusesController } from './first-bonuses/admin-first-bonuses.controller';
import { AdminHelpArticlesController } from './help-articles/admin-help-articles.controller';
import { AdminItemsController } from './items/admin-items.controller';
import { AdminOrdersController } from './orders/admin-orders.controller';
import { AdminPackagesController } from './packages/admin-packages.controller';
import { AdminPromotionLevelsController } from './promotion-levels/admin-promotion-levels.controller';
import { AdminReportsController } from './reports/admin-reports.controller';
import { AdminVipLevelsController } from './vip-levels/admin-vip-levels.controller';

@Module({
  imports: [CqrsModule],
  controllers: [
    AdminItemsController,
    AdminBoxesController,
    AdminOrdersController,
    AdminPackagesController,
    AdminFirstBonusesController,
    AdminBillsController,
    AdminHelpArticlesController,
    AdminVipLevelsController,
    AdminPromotionLevelsController,
    AdminReportsController,
  ],
})
export class AdminOperationsModule {}
