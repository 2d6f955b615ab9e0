// First-recharge conversion reports (spec section 4): the player web's report (stored), the
// forwarder that sends each to CONVERSION_REPORT_URL (docs/conversion-reports.md), and the
// console's read-only list. Part of the payments context; its table is its own.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { APP_CONFIG } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ConversionReportStore } from './conversion-report.store';
import { CONVERSION_MIGRATIONS } from './conversion-reports.migrations';
import { ConversionReportsController } from './conversion-reports.controller';
import {
  CONVERSION_REPORT_ENDPOINT,
  conversionReportEndpoint,
} from './forward-conversion-reports/conversion-report-endpoint';
import { ConversionReportForwarder } from './forward-conversion-reports/conversion-report-forwarder';
import { ConversionReportsStaffController } from './list-conversion-reports/conversion-reports.staff.controller';

@Module({
  controllers: [ConversionReportsController, ConversionReportsStaffController],
  providers: [
    ConversionReportStore,
    ConversionReportForwarder,
    { provide: CONVERSION_REPORT_ENDPOINT, useFactory: conversionReportEndpoint, inject: [APP_CONFIG] },
  ],
})
export class ConversionReportsModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, CONVERSION_MIGRATIONS);
  }
}
