// Builds recorded coin events for projection tests: aPlayerStream('p1').credit(1000n).debit(250n).build()
import { ChangeType, CounterAccount } from '@lootledger/contracts';
import type { RecordedEvent } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { playerStreamId, type CoinEventData } from '../domain/player-account.events';

/** A player's stream of coin events with a consistent balance_after chain. */
export class PlayerStreamBuilder {
  private balance = 0n;
  private readonly events: RecordedEvent[] = [];

  constructor(
    readonly playerId: string,
    private position: { next: bigint },
  ) {}

  credit(amount: bigint, changeType: number = ChangeType.RECHARGE, reference = randomUUID()): this {
    return this.push('CoinsCredited', amount, changeType, reference);
  }

  debit(amount: bigint, changeType: number = ChangeType.BOX_OPEN, reference = randomUUID()): this {
    return this.push('CoinsDebited', -amount, changeType, reference);
  }

  build(): RecordedEvent[] {
    return [...this.events];
  }

  private push(type: string, amount: bigint, changeType: number, reference: string): this {
    this.balance += amount;
    const data: CoinEventData = {
      amount: amount.toString(),
      balance_after: this.balance.toString(),
      change_type: changeType as CoinEventData['change_type'],
      reference,
      counter_account:
        changeType === ChangeType.RECHARGE ? CounterAccount.PAYMENT_CLEARING : CounterAccount.HOUSE_REVENUE,
    };
    const position = this.position.next++;
    this.events.push({
      globalPosition: position,
      transactionId: position,
      streamId: playerStreamId(this.playerId),
      streamVersion: this.events.length + 1,
      eventId: randomUUID(),
      type,
      data: data as unknown as Record<string, unknown>,
      metadata: { schema: 1 },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))),
    });
    return this;
  }
}

export function aPlayerStream(playerId: string = randomUUID(), position = { next: 1n }): PlayerStreamBuilder {
  return new PlayerStreamBuilder(playerId, position);
}
