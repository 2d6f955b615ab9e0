// The hub of a single API process (the embedded default): pushes go straight to the local sockets.
import { Injectable } from '@nestjs/common';
import type { PushMessage, RealtimeChannel } from '@lootledger/contracts';
import { LocalConnections } from '../connections/local-connections';
import { RealtimeHub } from './realtime-hub';

@Injectable()
export class InProcessRealtimeHub extends RealtimeHub {
  constructor(private readonly connections: LocalConnections) {
    super();
  }

  broadcast(message: PushMessage): void {
    this.connections.deliverToAll(message);
  }

  publish(channel: RealtimeChannel, message: PushMessage): void {
    this.connections.deliverToChannel(channel, message);
  }

  sendToPlayer(playerId: string, message: PushMessage): void {
    this.connections.deliverToPlayer(playerId, message);
  }

  async subscribe(clientId: string, channel: RealtimeChannel): Promise<boolean> {
    return this.connections.subscribe(clientId, channel);
  }

  async connectionCount(): Promise<number> {
    return this.connections.size;
  }
}
