// The upgrade ("dream-chasing") game: a target from the staff-managed upgrade catalogue, a success
// rate and/or backpack items staked, one provably-fair draw on the player's active seed pair, all
// in one append on the player's account. Its player calls, its console resources (records, targets,
// RTP), its read model and its audit check. Seed pairs come from the one FairnessModule.
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { LedgerModule } from '../../ledger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { FairnessModule } from '../fairness/fairness.module';
import { AttemptUpgradeController } from './attempt-upgrade/attempt-upgrade.controller';
import { AttemptUpgradeHandler } from './attempt-upgrade/attempt-upgrade.handler';
import {
  UpgradeSettingsStaffController,
  UpgradeTargetsStaffController,
} from './staff/upgrade-catalogue.staff.controller';
import { UpgradesStaffController } from './staff/upgrades.staff.controller';
import { UPGRADE_CATALOGUE_MIGRATIONS, UpgradeCatalogueRepository } from './targets/upgrade-catalogue.repository';
import { UpgradeTargetsController } from './targets/upgrade-targets.controller';
import { UPGRADE_FEATURE } from './upgrade.feature';
import { UpgradeRecordsController } from './upgrades/upgrade-records.controller';
import { UpgradeRecordsReader } from './upgrades/upgrade-records.reader';

@Module({
  imports: [CqrsModule, LedgerModule, FairnessModule, EventSourcingModule.forFeature(UPGRADE_FEATURE)],
  controllers: [
    UpgradeTargetsController,
    AttemptUpgradeController,
    UpgradeRecordsController,
    UpgradesStaffController,
    UpgradeTargetsStaffController,
    UpgradeSettingsStaffController,
  ],
  providers: [UpgradeCatalogueRepository, UpgradeRecordsReader, AttemptUpgradeHandler],
})
export class UpgradeModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: UpgradeCatalogueRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, UPGRADE_CATALOGUE_MIGRATIONS);
  }

  /** After every module's init: the demo catalogue is loaded by then. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.catalogue.seedDemoTargets();
  }
}
