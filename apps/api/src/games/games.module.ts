// The games context's shared part: provably-fair seed pairs (fairness/, one FairnessModule every
// game imports) and box opening (boxes/). Each game (arena/, upgrade/, contract/, roll/) is a module
// of its own, listed in games.registry.ts, which says where the application mounts it (some inside
// this module: withGames). Every game decides on the player's account through the ledger (one
// append per command) and draws with libs/fairness.
import { Module, type Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { CqrsModule } from '@nestjs/cqrs';
import { LedgerModule } from '../ledger';
import { RealtimeModule } from '../realtime';
import { EventSourcingModule } from '../platform/event-sourcing';
import { BOXES_FEATURE } from './boxes/boxes.feature';
import { BoxOpensFeed } from './boxes/box-opens/box-opens.feed';
import { FairnessModule } from './fairness/fairness.module';
import { BoxHistoryController } from './boxes/get-box-history/box-history.controller';
import { LiveStatsController } from './boxes/get-live-stats/live-stats.controller';
import { RecentDropsController } from './boxes/get-recent-drops/recent-drops.controller';
import { GetBoxOpenTotalsHandler } from './boxes/get-box-open-totals/get-box-open-totals.handler';
import { OpenBoxController } from './boxes/open-box/open-box.controller';
import { OpenBoxHandler } from './boxes/open-box/open-box.handler';

const IMPORTS = [
  CqrsModule,
  LedgerModule,
  RealtimeModule,
  FairnessModule,
  EventSourcingModule.forFeature(BOXES_FEATURE),
];

@Module({
  imports: IMPORTS,
  controllers: [OpenBoxController, BoxHistoryController, RecentDropsController, LiveStatsController],
  providers: [OpenBoxHandler, BoxOpensFeed, GetBoxOpenTotalsHandler],
  exports: [FairnessModule],
})
export class GamesModule {
  /**
   * With the game modules that games.registry.ts mounts inside it, as static imports: a dynamic
   * module's imports would be scanned earlier, and the modules' order is the OpenAPI document's.
   */
  static withGames(modules: readonly Type<unknown>[]): typeof GamesModule {
    Reflect.defineMetadata(MODULE_METADATA.IMPORTS, [...IMPORTS, ...modules], GamesModule);
    return GamesModule;
  }
}
