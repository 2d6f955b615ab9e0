// Manual coin adjustments with four-eyes approval (/admin/api/coin-adjustments): their own streams
// `adjustment-{id}`, applied to the player's ledger account as STAFF_ADJUSTMENT credits or debits.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { COIN_ADJUSTMENTS_MIGRATIONS } from './coin-adjustments.projection';
import { CoinAdjustmentsReader } from './coin-adjustments.reader';
import { CoinAdjustmentsService } from './coin-adjustments.service';
import { DecideAdjustmentController } from './decide-adjustment/decide-adjustment.controller';
import { CoinAdjustmentsController } from './list-adjustments/coin-adjustments.controller';
import { RequestAdjustmentController } from './request-adjustment/request-adjustment.controller';

@Module({
  imports: [CqrsModule],
  controllers: [CoinAdjustmentsController, RequestAdjustmentController, DecideAdjustmentController],
  providers: [CoinAdjustmentsReader, CoinAdjustmentsService],
})
export class CoinAdjustmentsModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, COIN_ADJUSTMENTS_MIGRATIONS);
  }
}
