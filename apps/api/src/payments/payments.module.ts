// The payments context: recharge packages and first-recharge bonuses, recharge orders (their own
// streams) with the process that credits a paid one, the gateway's notification sink, conversion
// reports (ocpc/conversion-reports.module.ts). Global so that the gateway module's notify endpoint
// finds PAYMENT_NOTIFICATION_SINK.
import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { ResponsibleGamingModule } from '../responsible-gaming';
import { LedgerModule } from '../ledger';
import { SQL_CLIENT } from '../platform/database/database.module';
import { EventSourcingModule } from '../platform/event-sourcing';
import { PAYMENT_NOTIFICATION_SINK } from './gateway/payment-gateway.port';
import { ConversionReportsModule } from './ocpc/conversion-reports.module';
import { OrdersController } from './orders/orders.controller';
import { OrderCompletionProcess } from './orders/order-completion.process';
import { OrderExpiryProcess } from './orders/order-expiry.process';
import { OrdersService } from './orders/orders.service';
import { PAYMENTS_FEATURE } from './payments.feature';
import { PackagesController } from './packages/packages.controller';
import { loadDefaultPackages, PACKAGES_MIGRATIONS } from './packages/packages';
import { GetOrderForStaffHandler } from './orders/get-order-for-staff/get-order-for-staff.handler';
import { GetRechargeTotalsHandler } from './orders/get-recharge-totals/get-recharge-totals.handler';
import { ListOrdersHandler } from './orders/list-orders/list-orders.handler';
import { DeleteFirstBonusHandler } from './packages/delete-first-bonus/delete-first-bonus.handler';
import { DeletePackageHandler } from './packages/delete-package/delete-package.handler';
import { ListFirstBonusesHandler } from './packages/list-first-bonuses/list-first-bonuses.handler';
import { ListPackagesHandler } from './packages/list-packages/list-packages.handler';
import { SaveFirstBonusHandler } from './packages/save-first-bonus/save-first-bonus.handler';
import { SavePackageHandler } from './packages/save-package/save-package.handler';
import { OrdersStaffController } from './orders/list-orders/orders.staff.controller';
import { ListRefusedPaymentsHandler } from './orders/refused-payments/list-refused-payments';
import { RefusedPaymentsStaffController } from './orders/refused-payments/refused-payments.staff.controller';
import { FirstBonusesStaffController } from './packages/save-first-bonus/first-bonuses.staff.controller';
import { PackagesStaffController } from './packages/save-package/packages.staff.controller';

@Global()
@Module({
  imports: [
    CqrsModule,
    LedgerModule,
    ResponsibleGamingModule,
    EventSourcingModule.forFeature(PAYMENTS_FEATURE),
    ConversionReportsModule,
  ],
  controllers: [
    PackagesController,
    OrdersController,
    OrdersStaffController,
    RefusedPaymentsStaffController,
    PackagesStaffController,
    FirstBonusesStaffController,
  ],
  providers: [
    OrdersService,
    OrderCompletionProcess,
    OrderExpiryProcess,
    { provide: PAYMENT_NOTIFICATION_SINK, useExisting: OrdersService },
    ListOrdersHandler,
    ListRefusedPaymentsHandler,
    GetOrderForStaffHandler,
    GetRechargeTotalsHandler,
    ListPackagesHandler,
    SavePackageHandler,
    DeletePackageHandler,
    ListFirstBonusesHandler,
    SaveFirstBonusHandler,
    DeleteFirstBonusHandler,
  ],
  exports: [OrdersService, OrderCompletionProcess, OrderExpiryProcess, PAYMENT_NOTIFICATION_SINK],
})
export class PaymentsModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, PACKAGES_MIGRATIONS);
    await loadDefaultPackages(this.sql);
  }
}
