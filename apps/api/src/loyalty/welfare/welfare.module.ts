// The welfare centre (loyalty): daily sign-in with its 7-day streak and recharge-month packet, the
// registration packet (a process manager, exactly once per player), their staff rules, read models
// and audit check. Draws use the games context's one FairnessModule (the player's seed pair).
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { FairnessModule } from '../../games';
import { LedgerModule } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { RegistrationPacketProcess } from './registration-packet/registration-packet.process';
import { SignInController } from './sign-in/sign-in.controller';
import { WelfareRulesStaffController } from './staff/welfare-rules.staff.controller';
import { WelfareClock } from './welfare-clock';
import { WELFARE_FEATURE } from './welfare.feature';
import { WELFARE_RULES_MIGRATIONS, WelfareRulesRepository } from './welfare-rules.repository';
import { WelfareService } from './welfare.service';

@Module({
  imports: [CqrsModule, LedgerModule, FairnessModule, EventSourcingModule.forFeature(WELFARE_FEATURE)],
  controllers: [SignInController, WelfareRulesStaffController],
  providers: [WelfareClock, WelfareRulesRepository, WelfareService, RegistrationPacketProcess],
  exports: [WelfareClock, WelfareService, WelfareRulesRepository],
})
export class WelfareModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, WELFARE_RULES_MIGRATIONS);
  }
}
