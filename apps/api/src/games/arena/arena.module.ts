// The arena: box battles (create, join, robots, the draw of each round with the battle's own server
// seed, payouts and refunds through the ledger), the daily rankings and their rewards and loss
// rebates, their player calls and console resources, read models and audit checks. Seed pairs and
// the server seed vault come from the one FairnessModule.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { LedgerModule } from '../../ledger';
import { RealtimeModule } from '../../realtime';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { FairnessModule } from '../fairness/fairness.module';
import { ARENA_FEATURE } from './arena.feature';
import { ArenaFeed } from './battles/arena.feed';
import { BattleTable } from './battles/battle-table';
import { BattlesController } from './battles/battles.controller';
import { BattlesReader } from './battles/battles.reader';
import { CallRobotsController } from './call-robots/call-robots.controller';
import { CallRobotsHandler } from './call-robots/call-robots.handler';
import { BattleRefundsProcess } from './cancel-battle/battle-refunds.process';
import { CancelBattleController } from './cancel-battle/cancel-battle.controller';
import { CancelBattleHandler } from './cancel-battle/cancel-battle.handler';
import { CreateBattleController } from './create-battle/create-battle.controller';
import { CreateBattleHandler } from './create-battle/create-battle.handler';
import { JoinBattleController } from './join-battle/join-battle.controller';
import { JoinBattleHandler } from './join-battle/join-battle.handler';
import { LeaveBattleController } from './leave-battle/leave-battle.controller';
import { LeaveBattleHandler } from './leave-battle/leave-battle.handler';
import { RankingsController } from './rankings/rankings.controller';
import { RankingsReader } from './rankings/rankings.reader';
import { ArenaPayoutsProcess } from './rewards/arena-payouts.process';
import { ARENA_RULES_MIGRATIONS, ArenaRulesRepository } from './rewards/arena-rules.repository';
import { BattleProcess } from './settle-battle/battle.process';
import { SettleBattleHandler } from './settle-battle/settle-battle.handler';
import {
  ArenaRankingRewardsStaffController,
  ArenaRebateTiersStaffController,
} from './staff/arena-rules.staff.controller';
import { ArenaRankingSettingsStaffController } from './staff/arena-ranking-settings.staff.controller';
import { BattlesStaffController } from './staff/battles.staff.controller';

@Module({
  imports: [CqrsModule, LedgerModule, RealtimeModule, FairnessModule, EventSourcingModule.forFeature(ARENA_FEATURE)],
  controllers: [
    CreateBattleController,
    JoinBattleController,
    LeaveBattleController,
    CallRobotsController,
    CancelBattleController,
    BattlesController,
    RankingsController,
    BattlesStaffController,
    ArenaRankingRewardsStaffController,
    ArenaRebateTiersStaffController,
    ArenaRankingSettingsStaffController,
  ],
  providers: [
    BattleTable,
    CreateBattleHandler,
    JoinBattleHandler,
    LeaveBattleHandler,
    CallRobotsHandler,
    CancelBattleHandler,
    SettleBattleHandler,
    BattlesReader,
    BattleProcess,
    BattleRefundsProcess,
    ArenaFeed,
    RankingsReader,
    ArenaRulesRepository,
    ArenaPayoutsProcess,
  ],
})
export class ArenaModule implements OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, [...ARENA_RULES_MIGRATIONS]);
  }
}
