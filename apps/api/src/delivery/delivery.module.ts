// The delivery context: extraction requests (POST /api/extract) and the process manager that takes
// each bill through the trade provider (DeliveryTradingModule provides the port); the staff's view
// of the bills and their actions on them (approve, reject, retry) for the admin console.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LedgerModule } from '../ledger';
import { DeliveryDriver } from './deliver-bills/delivery-driver';
import { ExtractItemsController } from './extract-items/extract-items.controller';
import { ExtractItemsHandler } from './extract-items/extract-items.handler';
import { ApproveBillHandler } from './approve-bill/approve-bill.handler';
import { GetBillHandler } from './get-bill/get-bill.handler';
import { GetWithdrawalTotalsHandler } from './get-withdrawal-totals/get-withdrawal-totals.handler';
import { ListBillsHandler } from './list-bills/list-bills.handler';
import { RejectBillHandler } from './reject-bill/reject-bill.handler';
import { RetryBillHandler } from './retry-bill/retry-bill.handler';

@Module({
  imports: [CqrsModule, LedgerModule],
  controllers: [ExtractItemsController],
  providers: [
    ExtractItemsHandler,
    DeliveryDriver,
    ListBillsHandler,
    GetBillHandler,
    ApproveBillHandler,
    RejectBillHandler,
    RetryBillHandler,
    GetWithdrawalTotalsHandler,
  ],
  exports: [DeliveryDriver],
})
export class DeliveryModule {}
