import { Logger } from '@nestjs/common';
import type { BalanceMessage, BattleResponse, DropMessage } from '@lootledger/contracts';
import { LocalConnections, type RealtimeSocket } from './local-connections';

class FakeSocket implements RealtimeSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: unknown[] = [];

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
}

const drop = { type: 'drop', v: 1, open_id: 'o-1' } as DropMessage;
const balance: BalanceMessage = { type: 'balance', v: 1, bean: '5.00' };

describe('LocalConnections', () => {
  let connections: LocalConnections;

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(() => {
    connections = new LocalConnections({ maxBufferedBytes: 1000 });
  });

  it('drops pushes to a slow consumer without holding back the others', () => {
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    connections.open(slow, '10.0.0.1');
    connections.open(fast, '10.0.0.2');
    slow.bufferedAmount = 1001;

    connections.deliverToAll(drop);
    expect(fast.sent).toEqual([drop]);
    expect(slow.sent).toEqual([]);
    expect(connections.droppedPushes).toBe(1);

    slow.bufferedAmount = 0; // caught up: gets the next push
    connections.deliverToAll(drop);
    expect(slow.sent).toEqual([drop]);
  });

  it('skips sockets that are no longer open', () => {
    const closing = new FakeSocket();
    connections.open(closing, '10.0.0.1');
    closing.readyState = 2;
    connections.deliverToAll(drop);
    expect(closing.sent).toEqual([]);
  });

  it("keeps a socket that throws on send from breaking the others' delivery", () => {
    const broken = new FakeSocket();
    broken.send = () => {
      throw new Error('socket gone');
    };
    const healthy = new FakeSocket();
    connections.open(broken, '10.0.0.1');
    connections.open(healthy, '10.0.0.2');
    expect(() => connections.deliverToAll(drop)).not.toThrow();
    expect(healthy.sent).toEqual([drop]);
  });

  it('indexes by player and channel, and forgets a closed connection everywhere', () => {
    const socket = new FakeSocket();
    const connection = connections.open(socket, '10.0.0.1');
    connections.bindPlayer(connection, 'p-1');
    expect(connections.hasMembers('arena')).toBe(false);
    expect(connections.subscribe(connection.clientId, 'arena')).toBe(true);
    expect(connections.hasMembers('arena')).toBe(true);
    connections.deliverToPlayer('p-1', balance);
    expect(socket.sent).toEqual([balance]);

    connections.close(connection);
    expect(connections.size).toBe(0);
    expect(connections.hasMembers('arena')).toBe(false);
    expect(connections.subscribe(connection.clientId, 'arena')).toBe(false);
    connections.deliverToPlayer('p-1', balance);
    connections.deliverToChannel('arena', {
      type: 'arena.ended',
      v: 1,
      game_arena_id: 'a-1',
      battle: { id: 'a-1' } as BattleResponse,
    });
    expect(socket.sent).toEqual([balance]);
  });

  it('moves a connection from one player to another, or back to anonymous', () => {
    const socket = new FakeSocket();
    const connection = connections.open(socket, '10.0.0.1');
    connections.bindPlayer(connection, 'p-1');
    connections.bindPlayer(connection, 'p-2');
    connections.deliverToPlayer('p-1', balance);
    expect(socket.sent).toEqual([]);
    connections.deliverToPlayer('p-2', balance);
    expect(socket.sent).toEqual([balance]);
    connections.bindPlayer(connection, undefined);
    connections.deliverToPlayer('p-2', balance);
    expect(socket.sent).toEqual([balance]);
  });
});
