// The contract game: 3 to 9 backpack items in, one item out, drawn on the player's active seed pair
// from a pool solved so its expected value is RTP × the inputs' total, all in one append on the
// player's account. Its player calls, its console resources (records, rules), its read model and its
// audit check. Seed pairs come from the one FairnessModule.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { LedgerModule } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { FairnessModule } from '../fairness/fairness.module';
import { CONTRACT_FEATURE } from './contract.feature';
import { ContractsReader } from './contracts/contracts.reader';
import { CONTRACT_SETTINGS_MIGRATIONS, ContractSettingsRepository } from './settings/contract-settings.repository';
import { ContractController } from './sign-contract/contract.controller';
import { ContractService } from './sign-contract/contract.service';
import { ContractSettingsStaffController } from './staff/contract-settings.staff.controller';
import { ContractsStaffController } from './staff/contracts.staff.controller';

@Module({
  imports: [CqrsModule, LedgerModule, FairnessModule, EventSourcingModule.forFeature(CONTRACT_FEATURE)],
  controllers: [ContractController, ContractsStaffController, ContractSettingsStaffController],
  providers: [ContractService, ContractsReader, ContractSettingsRepository],
})
export class ContractModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, CONTRACT_SETTINGS_MIGRATIONS);
  }
}
