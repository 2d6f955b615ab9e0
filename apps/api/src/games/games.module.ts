// The games context: provably-fair seed pairs (fairness/, one FairnessModule every game imports), box
// opening, box battles (arena/); upgrades (upgrade/) and contracts (contract/) are modules of their
// own. Every game decides on the player's account through the ledger (one append per command) and
// draws with libs/fairness.
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
import { BattleRefundsProcess } from './arena/battle-refunds.process';
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
import { FairnessModule } from './fairness/fairness.module';
import { BoxHistoryController } from './boxes/get-box-history/box-history.controller';
import { LiveStatsController } from './boxes/get-live-stats/live-stats.controller';
import { RecentDropsController } from './boxes/get-recent-drops/recent-drops.controller';
import { GetBoxOpenTotalsHandler } from './boxes/get-box-open-totals/get-box-open-totals.handler';
import { OpenBoxController } from './boxes/open-box/open-box.controller';
import { OpenBoxHandler } from './boxes/open-box/open-box.handler';
import { UpgradeModule } from './upgrade/upgrade.module';
import { ContractModule } from './contract/contract.module';

@Module({
  imports: [
    CqrsModule,
    LedgerModule,
    RealtimeModule,
    FairnessModule,
    EventSourcingModule.forFeature(BOXES_FEATURE),
    EventSourcingModule.forFeature(ARENA_FEATURE),
    UpgradeModule,
    ContractModule,
  ],
  controllers: [
    OpenBoxController,
    BoxHistoryController,
    RecentDropsController,
    LiveStatsController,
    ArenaController,
    RankingsController,
    BattlesStaffController,
    ArenaRankingRewardsStaffController,
    ArenaRebateTiersStaffController,
  ],
  providers: [
    OpenBoxHandler,
    BoxOpensFeed,
    GetBoxOpenTotalsHandler,
    ArenaService,
    BattlesReader,
    BattleProcess,
    BattleRefundsProcess,
    ArenaFeed,
    RankingsReader,
    ArenaRulesRepository,
    ArenaPayoutsProcess,
  ],
  exports: [FairnessModule],
})
export class GamesModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, [...ARENA_RULES_MIGRATIONS]);
  }
}
