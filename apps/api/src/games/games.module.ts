// The games context: provably-fair seed pairs (the server seed vault, rotation) and box opening;
// box battles (arena/); upgrades and contracts join here. Every game decides on the player's account through the
// ledger (one append per command) and draws with libs/fairness.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { LedgerModule } from '../ledger';
import { RealtimeModule } from '../realtime';
import { SQL_CLIENT } from '../platform/database/database.module';
import { EventSourcingModule } from '../platform/event-sourcing';
import { ARENA_FEATURE } from './arena/arena.feature';
import { ArenaController } from './arena/arena.controller';
import { ArenaService } from './arena/arena.service';
import { BattleProcess } from './arena/battle.process';
import { ArenaFeed } from './arena/battles/arena.feed';
import { BattlesReader } from './arena/battles/battles.reader';
import { RankingsController } from './arena/rankings/rankings.controller';
import {
  ArenaRankingRewardsStaffController,
  ArenaRebateTiersStaffController,
} from './arena/staff/arena-rules.staff.controller';
import { BattlesStaffController } from './arena/staff/battles.staff.controller';
import { RankingsReader } from './arena/rankings/rankings.reader';
import { ArenaPayoutsProcess } from './arena/rewards/arena-payouts.process';
import { ARENA_RULES_MIGRATIONS, ArenaRulesRepository } from './arena/rewards/arena-rules.repository';
import { BOXES_FEATURE } from './boxes/boxes.feature';
import { BoxOpensFeed } from './boxes/box-opens/box-opens.feed';
import { FairnessController } from './fairness/fairness.controller';
import { FirstSeedPairHandler } from './fairness/first-seed-pair.handler';
import { SeedPairsService } from './fairness/seed-pairs.service';
import { SERVER_SEED_VAULT_MIGRATIONS, ServerSeedVault } from './fairness/server-seed-vault';
import { BoxHistoryController } from './boxes/get-box-history/box-history.controller';
import { GetBoxOpenTotalsHandler } from './boxes/get-box-open-totals/get-box-open-totals.handler';
import { OpenBoxController } from './boxes/open-box/open-box.controller';
import { OpenBoxHandler } from './boxes/open-box/open-box.handler';
import {
  CONTRACT_FEATURE,
  CONTRACT_CONTROLLERS,
  CONTRACT_PROVIDERS,
  CONTRACT_MIGRATIONS,
} from './contract/contract.module-parts';

@Module({
  imports: [
    CqrsModule,
    LedgerModule,
    RealtimeModule,
    EventSourcingModule.forFeature(BOXES_FEATURE),
    EventSourcingModule.forFeature(ARENA_FEATURE),
    EventSourcingModule.forFeature(CONTRACT_FEATURE),
  ],
  controllers: [
    FairnessController,
    OpenBoxController,
    BoxHistoryController,
    ArenaController,
    RankingsController,
    BattlesStaffController,
    ArenaRankingRewardsStaffController,
    ArenaRebateTiersStaffController,
    ...CONTRACT_CONTROLLERS,
  ],
  providers: [
    ServerSeedVault,
    SeedPairsService,
    FirstSeedPairHandler,
    OpenBoxHandler,
    BoxOpensFeed,
    GetBoxOpenTotalsHandler,
    ArenaService,
    BattlesReader,
    BattleProcess,
    ArenaFeed,
    RankingsReader,
    ArenaRulesRepository,
    ArenaPayoutsProcess,
    ...CONTRACT_PROVIDERS,
  ],
  exports: [SeedPairsService],
})
export class GamesModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, [...SERVER_SEED_VAULT_MIGRATIONS, ...ARENA_RULES_MIGRATIONS, ...CONTRACT_MIGRATIONS]);
  }
}
