// The audit's coin checks, in the same pass over the log: every coin event's shape, its double entry
// (a counter-account for its second leg) and its balance_after chain on the player's stream, and
// every settlement between two counter-accounts (`house-{source}`). A malformed event is reported
// once and not replayed.
import { formatAmount } from '@lootledger/contracts';
import type { EventRow, RecordedEvent } from '@lootledger/event-store';
import {
  COIN_EVENT_TYPES,
  COUNTER_ACCOUNTS_SETTLED,
  playerIdOfStream,
  readCoinMovement,
  readCounterSettlement,
  sourceOfHouseStream,
} from '../../ledger';
import { FailureList, type AuditCheckResult } from '../../platform/event-sourcing';

export class CoinEventsCheck {
  private readonly shapes: FailureList;
  private readonly doubleEntry: FailureList;
  private readonly chain: FailureList;
  private coinEvents = 0;
  private settlements = 0;
  private otherEvents = 0;
  private balance: bigint | null = 0n;

  constructor(limit: number) {
    this.shapes = new FailureList(limit);
    this.doubleEntry = new FailureList(limit);
    this.chain = new FailureList(limit);
  }

  enterStream(): void {
    this.balance = 0n;
  }

  /** Checks one event; false when it is malformed (and so not replayed). */
  event(row: EventRow, recorded: RecordedEvent, where: string): boolean {
    if (row.event_type === COUNTER_ACCOUNTS_SETTLED && sourceOfHouseStream(row.stream_id) !== null) {
      // Between two counter-accounts: both legs must name one, differently, with a positive amount.
      this.settlements++;
      try {
        readCounterSettlement(recorded.data);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (reason.includes('counter-account'))
          this.doubleEntry.add(`${where}: ${reason}: its amount has no second leg`);
        else this.shapes.add(`${where}: ${reason}`);
        return false;
      }
      return true;
    }
    const isCoinEvent = (COIN_EVENT_TYPES as readonly string[]).includes(row.event_type);
    if (!isCoinEvent || playerIdOfStream(row.stream_id) === null) {
      this.otherEvents++;
      return true;
    }
    this.coinEvents++;
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
    let movement;
    try {
      movement = readCoinMovement(row.event_type, data);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (reason.includes('counter_account')) {
        this.doubleEntry.add(
          `${where}: no valid counter-account (${String(data?.counter_account)}): its amount has no second leg`,
        );
      } else {
        this.shapes.add(`${where}: ${reason}`);
      }
      // Follow the chain from what the event claims, so one bad event is reported once.
      this.balance = /^-?\d+$/.test(String(data?.balance_after)) ? BigInt(String(data.balance_after)) : null;
      return false;
    }
    if (this.balance !== null && this.balance + movement.amount !== movement.balanceAfter) {
      this.chain.add(
        `${where}: balance before ${formatAmount(this.balance)} + amount ${formatAmount(movement.amount)} != balance_after ${formatAmount(movement.balanceAfter)}`,
      );
    }
    if (movement.balanceAfter < 0n)
      this.chain.add(`${where}: negative balance_after ${formatAmount(movement.balanceAfter)}`);
    this.balance = movement.balanceAfter;
    return true;
  }

  /** Shape, double entry and balance chain, in that order. */
  results(): AuditCheckResult[] {
    return [
      {
        name: 'coin events: shape',
        checked: [
          `${this.coinEvents} coin events (signed integer amount, change type, reference); ${this.settlements} settlements between counter-accounts (positive amount, reason, reference); ${this.otherEvents} other events`,
        ],
        failureCount: this.shapes.count,
        failures: this.shapes.shown,
      },
      {
        name: 'double entry: counter-accounts',
        checked: [
          `${this.coinEvents} coin events each name a counter-account, ${this.settlements} settlements two different ones (two legs summing to zero)`,
        ],
        failureCount: this.doubleEntry.count,
        failures: this.doubleEntry.shown,
      },
      {
        name: 'balance chain',
        checked: [`${this.coinEvents} balance_after values: previous balance + amount, never negative`],
        failureCount: this.chain.count,
        failures: this.chain.shown,
      },
    ];
  }
}
