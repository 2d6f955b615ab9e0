// The reports context: read-only composition for the admin console's dashboard. Each context sums
// its own read models behind a public query; this joins them. It owns no data. The dashboard's
// summary, the economy (GGR, bonuses as a cost, net revenue) and the welfare paid per day.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReportsStaffController } from './dashboard/reports.staff.controller';
import { EconomyReader } from './economy/economy.reader';
import { EconomyStaffController } from './economy/economy.staff.controller';
import { WelfarePayoutsStaffController } from './welfare-payouts/welfare-payouts.staff.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ReportsStaffController, EconomyStaffController, WelfarePayoutsStaffController],
  providers: [EconomyReader],
})
export class ReportsModule {}
