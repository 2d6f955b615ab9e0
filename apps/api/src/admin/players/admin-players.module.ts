// Players in the admin console: the list and profile (identity + ledger), freeze / unfreeze (a
// ledger fact), and one player's ledger as react-admin lists filtered by player_id: raw events,
// change records, items (backpack and bills), seed pairs. Orders and delivery bills are their own
// resources (GET /admin/api/orders, /admin/api/bills with filter player_id).
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminPlayersReader } from './admin-players.reader';
import { AdminChangeRecordsController } from './change-records/change-records.controller';
import { FreezePlayerController } from './freeze-player/freeze-player.controller';
import { PlayersController } from './list-players/players.controller';
import { PlayerEventsController } from './player-events/player-events.controller';
import { AdminSeedPairsController } from './seed-pairs/seed-pairs.controller';
import { AdminStorageController } from './storage/storage.controller';

@Module({
  imports: [CqrsModule],
  controllers: [
    PlayersController,
    FreezePlayerController,
    PlayerEventsController,
    AdminChangeRecordsController,
    AdminStorageController,
    AdminSeedPairsController,
  ],
  providers: [AdminPlayersReader],
})
export class AdminPlayersModule {}
