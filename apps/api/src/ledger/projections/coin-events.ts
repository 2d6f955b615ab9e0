// Picks the coin movements out of a batch of recorded events, for the ledger's projections: only
// CoinsCredited/CoinsDebited of `player-{id}` streams; everything else in the log is skipped.
import type { RecordedEvent } from '@lootledger/event-store';
import {
  isCoinEventType,
  playerIdOfStream,
  readCoinMovement,
  type CoinMovement,
} from '../domain/player-account.events';

export interface RecordedCoinMovement extends CoinMovement {
  eventId: string;
  streamId: string;
  streamVersion: number;
  playerId: string;
  createdAt: Date;
}

// Every ledger projection reads the same batch: parse it once.
const parsed = new WeakMap<readonly RecordedEvent[], RecordedCoinMovement[]>();

export function coinMovements(events: readonly RecordedEvent[]): RecordedCoinMovement[] {
  let movements = parsed.get(events);
  if (!movements) {
    movements = parseCoinMovements(events);
    parsed.set(events, movements);
  }
  return movements;
}

function parseCoinMovements(events: readonly RecordedEvent[]): RecordedCoinMovement[] {
  const movements: RecordedCoinMovement[] = [];
  for (const event of events) {
    if (!isCoinEventType(event.type)) continue;
    const playerId = playerIdOfStream(event.streamId);
    if (playerId === null) continue;
    // Fields listed, not spread: spreading here was the replay's hottest line.
    const movement = readCoinMovement(event.type, event.data);
    movements.push({
      amount: movement.amount,
      balanceAfter: movement.balanceAfter,
      changeType: movement.changeType,
      reference: movement.reference,
      counterAccount: movement.counterAccount,
      eventId: event.eventId,
      streamId: event.streamId,
      streamVersion: event.streamVersion,
      playerId,
      createdAt: event.createdAt,
    });
  }
  return movements;
}
