// The realtime context: the websocket at /ws, its connections and channels, and the hub other
// contexts push through (drop feed, arena events, a player's balance).
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { LocalConnections } from './connections/local-connections';
import { BalanceFeed } from './feeds/balance.feed';
import { RealtimeFleet } from './fleet/realtime-fleet';
import { InProcessRealtimeHub } from './hub/in-process-realtime-hub';
import { RealtimeHub } from './hub/realtime-hub';
import { JoinChannelController } from './join-channel/join-channel.controller';
import { REALTIME_OPTIONS, realtimeOptionsFrom } from './realtime-options';
import { RealtimeWebsocketServer } from './websocket/realtime-websocket.server';

@Module({
  controllers: [JoinChannelController],
  providers: [
    { provide: REALTIME_OPTIONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => realtimeOptionsFrom(config) },
    LocalConnections,
    RealtimeFleet,
    // Pushes go straight to this process's sockets. Every process follows the log itself (EventTail),
    // so log-driven pushes (drops, balances) reach every process's connections; a Kafka-fed hub can
    // replace this binding for pushes that do not come from the log. Joins and the online count
    // reach the fleet's other processes through RealtimeFleet.
    { provide: RealtimeHub, useClass: InProcessRealtimeHub },
    RealtimeWebsocketServer,
    BalanceFeed,
  ],
  exports: [RealtimeHub],
})
export class RealtimeModule {}
