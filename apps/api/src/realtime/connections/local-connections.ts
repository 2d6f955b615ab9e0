// The open websocket connections of this process, indexed by client_id, by player and by channel,
// and delivery to them. A push is serialised once and handed to each socket without waiting; a
// socket that already holds more than maxBufferedBytes unsent (a slow or stalled client) misses the
// push instead of growing the server's memory and delaying everyone else.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PushMessage, RealtimeChannel, ServerFrame } from '@lootledger/contracts';
import { randomBytes } from 'node:crypto';
import { REALTIME_OPTIONS, type RealtimeOptions } from '../realtime-options';

/** What delivery needs of a socket (the `ws` WebSocket has it; unit tests use a fake). */
export interface RealtimeSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
}

const OPEN = 1;

export class RealtimeConnection {
  /** Set by a valid auth frame; undefined while anonymous. */
  playerId: string | undefined;
  readonly channels = new Set<RealtimeChannel>();

  constructor(
    readonly clientId: string,
    readonly socket: RealtimeSocket,
    readonly address: string,
  ) {}
}

@Injectable()
export class LocalConnections {
  private readonly logger = new Logger('Realtime');
  private readonly byClientId = new Map<string, RealtimeConnection>();
  private readonly byPlayer = new Map<string, Set<RealtimeConnection>>();
  private readonly byChannel = new Map<RealtimeChannel, Set<RealtimeConnection>>();
  private dropped = 0;

  constructor(@Inject(REALTIME_OPTIONS) private readonly options: Pick<RealtimeOptions, 'maxBufferedBytes'>) {}

  /** Registers a new socket under a fresh random client_id. */
  open(socket: RealtimeSocket, address: string): RealtimeConnection {
    let clientId = newClientId();
    while (this.byClientId.has(clientId)) clientId = newClientId();
    const connection = new RealtimeConnection(clientId, socket, address);
    this.byClientId.set(clientId, connection);
    return connection;
  }

  /** Forgets a closed socket everywhere. */
  close(connection: RealtimeConnection): void {
    if (this.byClientId.get(connection.clientId) !== connection) return;
    this.byClientId.delete(connection.clientId);
    this.bindPlayer(connection, undefined);
    for (const channel of connection.channels) removeFrom(this.byChannel, channel, connection);
    connection.channels.clear();
  }

  /** Binds the connection to a player (or makes it anonymous again). */
  bindPlayer(connection: RealtimeConnection, playerId: string | undefined): void {
    if (connection.playerId === playerId) return;
    if (connection.playerId !== undefined) removeFrom(this.byPlayer, connection.playerId, connection);
    connection.playerId = playerId;
    if (playerId !== undefined && this.byClientId.get(connection.clientId) === connection) {
      addTo(this.byPlayer, playerId, connection);
    }
  }

  subscribe(clientId: string, channel: RealtimeChannel): boolean {
    const connection = this.byClientId.get(clientId);
    if (!connection) return false;
    connection.channels.add(channel);
    addTo(this.byChannel, channel, connection);
    return true;
  }

  deliverToAll(message: PushMessage): void {
    this.deliver(this.byClientId.values(), message);
  }

  /** Whether any connection of this process joined the channel. */
  hasMembers(channel: RealtimeChannel): boolean {
    return (this.byChannel.get(channel)?.size ?? 0) > 0;
  }

  deliverToChannel(channel: RealtimeChannel, message: PushMessage): void {
    const members = this.byChannel.get(channel);
    if (members) this.deliver(members, message);
  }

  deliverToPlayer(playerId: string, message: PushMessage): void {
    const sockets = this.byPlayer.get(playerId);
    if (sockets) this.deliver(sockets, message);
  }

  /** A session frame to one connection (connect, pong, authenticated, error). */
  reply(connection: RealtimeConnection, frame: ServerFrame): void {
    this.write(connection, JSON.stringify(frame));
  }

  get size(): number {
    return this.byClientId.size;
  }

  /** Pushes not written because their socket was over the buffer limit (since start). */
  get droppedPushes(): number {
    return this.dropped;
  }

  private deliver(connections: Iterable<RealtimeConnection>, message: PushMessage): void {
    const data = JSON.stringify(message);
    for (const connection of connections) this.write(connection, data);
  }

  private write(connection: RealtimeConnection, data: string): void {
    const socket = connection.socket;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.dropped++;
      if (this.dropped % 1000 === 1) {
        this.logger.warn({
          msg: 'slow websocket consumer: push dropped',
          client_id: connection.clientId,
          dropped_total: this.dropped,
        });
      }
      return;
    }
    try {
      socket.send(data);
    } catch (error) {
      this.logger.warn({ msg: 'websocket send failed', client_id: connection.clientId, err: error });
    }
  }
}

function newClientId(): string {
  return randomBytes(10).toString('hex');
}

function addTo<K>(index: Map<K, Set<RealtimeConnection>>, key: K, connection: RealtimeConnection): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(index: Map<K, Set<RealtimeConnection>>, key: K, connection: RealtimeConnection): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
