// The delivery context: extraction requests (POST /api/extract) and the process manager that takes
// each bill through the trade provider (DeliveryTradingModule provides the port).
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LedgerModule } from '../ledger';
import { DeliveryDriver } from './deliver-bills/delivery-driver';
import { ExtractItemsController } from './extract-items/extract-items.controller';
import { ExtractItemsHandler } from './extract-items/extract-items.handler';

@Module({
  imports: [CqrsModule, LedgerModule],
  controllers: [ExtractItemsController],
  providers: [ExtractItemsHandler, DeliveryDriver],
  exports: [DeliveryDriver],
})
export class DeliveryModule {}
