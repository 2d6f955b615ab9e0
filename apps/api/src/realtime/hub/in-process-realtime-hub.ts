// The hub of an API process: pushes go straight to this process's sockets (every process of a
// fleet follows the log and pushes to its own). Joining a channel and the online count reach the
// fleet's other processes (RealtimeFleet) when the socket is not here.
import { Injectable } from '@nestjs/common';
import type { PushMessage, RealtimeChannel } from '@lootledger/contracts';
import { LocalConnections } from '../connections/local-connections';
import { RealtimeFleet } from '../fleet/realtime-fleet';
import { RealtimeHub } from './realtime-hub';

@Injectable()
export class InProcessRealtimeHub extends RealtimeHub {
  constructor(
    private readonly connections: LocalConnections,
    private readonly fleet: RealtimeFleet,
  ) {
    super();
  }

  broadcast(message: PushMessage): void {
    this.connections.deliverToAll(message);
  }

  publish(channel: RealtimeChannel, message: PushMessage): void {
    this.connections.deliverToChannel(channel, message);
  }

  listens(channel: RealtimeChannel): boolean {
    return this.connections.hasMembers(channel);
  }

  sendToPlayer(playerId: string, message: PushMessage): void {
    this.connections.deliverToPlayer(playerId, message);
  }

  async subscribe(clientId: string, channel: RealtimeChannel): Promise<boolean> {
    return this.connections.subscribe(clientId, channel) || this.fleet.joinElsewhere(clientId, channel);
  }

  async connectionCount(): Promise<number> {
    return this.connections.size + (await this.fleet.othersConnectionCount());
  }
}
