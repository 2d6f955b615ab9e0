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
import { BattleTable } from './arena/battles/battle-table';
import { BattlesController } from './arena/battles/battles.controller';
import { CallRobotsController } from './arena/call-robots/call-robots.controller';
import { CallRobotsHandler } from './arena/call-robots/call-robots.handler';
import { CancelBattleController } from './arena/cancel-battle/cancel-battle.controller';
import { CancelBattleHandler } from './arena/cancel-battle/cancel-battle.handler';
import { CreateBattleController } from './arena/create-battle/create-battle.controller';
import { CreateBattleHandler } from './arena/create-battle/create-battle.handler';
import { JoinBattleController } from './arena/join-battle/join-battle.controller';
import { JoinBattleHandler } from './arena/join-battle/join-battle.handler';
import { BattleProcess } from './arena/settle-battle/battle.process';
import { SettleBattleHandler } from './arena/settle-battle/settle-battle.handler';
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
    CreateBattleController,
    JoinBattleController,
    CallRobotsController,
    CancelBattleController,
    BattlesController,
    RankingsController,
    BattlesStaffController,
    ArenaRankingRewardsStaffController,
    ArenaRebateTiersStaffController,
  ],
  providers: [
    OpenBoxHandler,
    BoxOpensFeed,
    GetBoxOpenTotalsHandler,
    BattleTable,
    CreateBattleHandler,
    JoinBattleHandler,
    CallRobotsHandler,
    CancelBattleHandler,
    SettleBattleHandler,
    BattlesReader,
    BattleProcess,
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
