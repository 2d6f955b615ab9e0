// Pushes `balance` to a player's own connections whenever a coin event of theirs commits, from this
// process's log tail (every process tells its own connections; the last event of a batch wins).
import { Injectable } from '@nestjs/common';
import { formatAmount, type BalanceMessage } from '@lootledger/contracts';
import { COIN_EVENT_TYPES, playerIdOfStream, readCoinMovement } from '../../ledger';
import { EventTail } from '../../platform/database/event-tail.service';
import { RealtimeHub } from '../hub/realtime-hub';

@Injectable()
export class BalanceFeed {
  constructor(tail: EventTail, hub: RealtimeHub) {
    tail.subscribe((events) => {
      const latest = new Map<string, { version: number; balance: bigint }>();
      for (const event of events) {
        if (!(COIN_EVENT_TYPES as readonly string[]).includes(event.type)) continue;
        const playerId = playerIdOfStream(event.streamId);
        if (playerId === null) continue;
        const seen = latest.get(playerId);
        if (seen && seen.version > event.streamVersion) continue;
        latest.set(playerId, {
          version: event.streamVersion,
          balance: readCoinMovement(event.type, event.data).balanceAfter,
        });
      }
      for (const [playerId, { balance }] of latest) {
        const message: BalanceMessage = { type: 'balance', v: 1, bean: formatAmount(balance) };
        hub.sendToPlayer(playerId, message);
      }
    });
  }
}
