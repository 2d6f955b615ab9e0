import { uuidV5 } from '@lootledger/event-store';
import { commandEventId } from './stream-runner';

describe('deterministic event ids', () => {
  it('are RFC 9562 version-5 UUIDs (checked against the DNS namespace vector)', () => {
    const dns = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex');
    expect(uuidV5('www.example.com', dns)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('are stable for the same stream, command and index, and differ otherwise', () => {
    const id = commandEventId('player-1', 'credit/1/order-9', 0);
    expect(commandEventId('player-1', 'credit/1/order-9', 0)).toBe(id);
    expect(
      new Set([
        id,
        commandEventId('player-2', 'credit/1/order-9', 0),
        commandEventId('player-1', 'credit/2/order-9', 0),
        commandEventId('player-1', 'credit/1/order-9', 1),
      ]).size,
    ).toBe(4);
  });
});
