// The reports context: read-only composition for the admin console's dashboard. Each context sums
// its own read models behind a public query; this joins them. It owns no data.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReportsStaffController } from './dashboard/reports.staff.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ReportsStaffController],
})
export class ReportsModule {}
