// Card codes (CDK) of the payments context: staff issue batches (/admin/api/card-code-batches),
// players redeem a code for coins (POST /api/card-recharge) through the ledger, and a recovery loop
// pays any claimed code whose credit a crash interrupted.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { ResponsibleGamingModule } from '../../responsible-gaming';
import { LedgerModule } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { CARD_CODE_MIGRATIONS } from './card-codes.migrations';
import { CreateCardCodeBatchStaffController } from './create-card-code-batch/create-card-code-batch.staff.controller';
import { CreateCardCodeBatchHandler } from './create-card-code-batch/create-card-code-batch.handler';
import { CardCodeClaimRecovery } from './credit-claimed-codes/card-code-claims.recovery';
import { CardCodeCrediter } from './credit-claimed-codes/card-code-crediter';
import { GetCardCodeBatchStaffController } from './get-card-code-batch/get-card-code-batch.staff.controller';
import { GetCardCodeBatchHandler } from './get-card-code-batch/get-card-code-batch.handler';
import { GetCardCodeRedemptionTotalsHandler } from './get-card-code-redemption-totals/get-card-code-redemption-totals.handler';
import { ListCardCodeBatchesStaffController } from './list-card-code-batches/list-card-code-batches.staff.controller';
import { ListCardCodeBatchesHandler } from './list-card-code-batches/list-card-code-batches.handler';
import { CardCodeLockout } from './redeem-card-code/card-code-lockout';
import { RedeemCardCodeController } from './redeem-card-code/redeem-card-code.controller';
import { RedeemCardCodeHandler } from './redeem-card-code/redeem-card-code.handler';
import { CardCodeRepository } from './store/card-code.repository';

@Module({
  imports: [CqrsModule, LedgerModule, ResponsibleGamingModule, RateLimitModule],
  controllers: [
    CreateCardCodeBatchStaffController,
    ListCardCodeBatchesStaffController,
    GetCardCodeBatchStaffController,
    RedeemCardCodeController,
  ],
  providers: [
    CardCodeRepository,
    CardCodeCrediter,
    CardCodeLockout,
    CardCodeClaimRecovery,
    CreateCardCodeBatchHandler,
    ListCardCodeBatchesHandler,
    GetCardCodeBatchHandler,
    RedeemCardCodeHandler,
    GetCardCodeRedemptionTotalsHandler,
  ],
  exports: [CardCodeClaimRecovery],
})
export class CardCodesModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, CARD_CODE_MIGRATIONS);
  }
}
