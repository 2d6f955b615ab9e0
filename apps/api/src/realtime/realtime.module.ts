// The realtime context: the websocket at /ws, its connections and channels, and the hub other
// contexts push through (drop feed, arena events, a player's balance).
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { LocalConnections } from './connections/local-connections';
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
    // One process: pushes go straight to local sockets. A Kafka-fed hub replaces this binding to fan
    // out across API processes, each delivering to its own LocalConnections.
    { provide: RealtimeHub, useClass: InProcessRealtimeHub },
    RealtimeWebsocketServer,
  ],
  exports: [RealtimeHub],
})
export class RealtimeModule {}
