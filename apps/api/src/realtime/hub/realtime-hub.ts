// The port other contexts push through. Delivery is best effort and at most once: a push never
// throws and never waits for a socket, so a game or the ledger can call it right after its append.
// In one process the in-process hub hands pushes to this process's sockets; with many API processes
// a Kafka-fed implementation publishes them and every process delivers to its own sockets.
import type { PushMessage, RealtimeChannel } from '@lootledger/contracts';

export abstract class RealtimeHub {
  /** To every open connection, anonymous or not (the drop feed). */
  abstract broadcast(message: PushMessage): void;

  /** To the connections that joined the channel (arena.*). */
  abstract publish(channel: RealtimeChannel, message: PushMessage): void;

  /**
   * Whether a publish on the channel can reach anyone now: false lets a publisher skip building a
   * message no one would receive (a hub that hands pushes to other processes answers true).
   */
  abstract listens(channel: RealtimeChannel): boolean;

  /** To the connections authenticated as this player, wherever they are (balance). */
  abstract sendToPlayer(playerId: string, message: PushMessage): void;

  /**
   * Joins a connection to a channel; false when no open connection has that client_id. Async because
   * across processes the connection may live in another one.
   */
  abstract subscribe(clientId: string, channel: RealtimeChannel): Promise<boolean>;

  /**
   * Open websocket connections (browser tabs on the site, signed in or anonymous): the home page's
   * "online" figure. The in-process hub counts this process's sockets, which in the embedded default
   * (one process) is all of them; a multi-process hub answers for every process.
   */
  abstract connectionCount(): Promise<number>;
}
