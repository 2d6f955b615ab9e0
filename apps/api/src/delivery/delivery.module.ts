// The delivery context: extraction requests (POST /api/extract) and the process manager that takes
// each bill through the trade provider (DeliveryTradingModule provides the port); the staff's view
// of the bills and their actions on them (approve, reject, retry) for the admin console; the audit's
// reconciliation of bills with the items that left the backpacks; the delivery's settings (the price
// margin of marketplace deliveries), edited by finance.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { LedgerModule } from '../ledger';
import { SQL_CLIENT } from '../platform/database/database.module';
import { EventSourcingModule } from '../platform/event-sourcing';
import { deliveryBillsCheck } from './audit/delivery-bills.check';
import { DELIVERY_BILLS_READ_MODEL } from './deliver-bills/delivery-bills.projection';
import { DeliveryProcess } from './deliver-bills/delivery.process';
import { DELIVERY } from './domain/delivery';
import { ExtractItemsController } from './extract-items/extract-items.controller';
import { ExtractItemsHandler } from './extract-items/extract-items.handler';
import { ApproveBillHandler } from './approve-bill/approve-bill.handler';
import { GetBillHandler } from './get-bill/get-bill.handler';
import { GetWithdrawalTotalsHandler } from './get-withdrawal-totals/get-withdrawal-totals.handler';
import { ListBillsHandler } from './list-bills/list-bills.handler';
import { RejectBillHandler } from './reject-bill/reject-bill.handler';
import { RetryBillHandler } from './retry-bill/retry-bill.handler';
import { BillsStaffController } from './list-bills/bills.staff.controller';
import { DELIVERY_SETTINGS_MIGRATIONS } from './delivery-settings/delivery-settings.repository';
import { DeliverySettingsStaffController } from './delivery-settings/delivery-settings.staff.controller';

@Module({
  imports: [
    CqrsModule,
    LedgerModule,
    EventSourcingModule.forFeature({
      name: 'delivery',
      streams: [DELIVERY],
      readModels: [DELIVERY_BILLS_READ_MODEL],
      auditChecks: [deliveryBillsCheck],
    }),
  ],
  controllers: [ExtractItemsController, BillsStaffController, DeliverySettingsStaffController],
  providers: [
    ExtractItemsHandler,
    DeliveryProcess,
    ListBillsHandler,
    GetBillHandler,
    ApproveBillHandler,
    RejectBillHandler,
    RetryBillHandler,
    GetWithdrawalTotalsHandler,
  ],
  exports: [DeliveryProcess],
})
export class DeliveryModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, DELIVERY_SETTINGS_MIGRATIONS);
  }
}
