// Settles coins between two counter-accounts on the ledger's `house-{source}` streams (see
// domain/counter-accounts.ts): the one way a game records the house's side of its coins (a battle's
// stakes released from game_escrow to house_revenue). The command key derives from the reference,
// so a repeat (after a crash, or a process racing a request) appends nothing; the journal is
// projected in the same append.
import type { Provider } from '@nestjs/common';
import type { EventStore } from '@lootledger/event-store';
import { EventSourcing, StreamRunner, type CommandContext, type CommandResult } from '../../platform/event-sourcing';
import {
  COUNTER_ACCOUNTS,
  settleCounterAccounts,
  type CounterAccountsState,
  type SettleCounterAccountsRequest,
} from '../domain/counter-accounts';

export interface CounterSettlementInput extends SettleCounterAccountsRequest {
  /** The settlement source: the stream is `house-{source}` ('battle-{id}'). */
  source: string;
}

/** The command key of a settlement (its first event's id derives from it and the stream). */
export function settlementCommandKey(reference: string): string {
  return `settle/${reference}`;
}

export class CounterAccountsService {
  constructor(private readonly runner: StreamRunner<CounterAccountsState>) {}

  static provider: Provider = {
    provide: CounterAccountsService,
    inject: [EventSourcing],
    useFactory: (eventSourcing: EventSourcing) => new CounterAccountsService(eventSourcing.runner(COUNTER_ACCOUNTS)),
  };

  /** A service with a runner of its own over a store (int tests). */
  static over(store: EventStore): CounterAccountsService {
    return new CounterAccountsService(new StreamRunner(COUNTER_ACCOUNTS, { store }));
  }

  /** Moves the amount from one counter-account to the other, once per (source, reference). */
  settle(input: CounterSettlementInput, context: CommandContext): Promise<CommandResult<CounterAccountsState>> {
    const { source, ...request } = input;
    return this.runner.execute(
      source,
      settlementCommandKey(request.reference),
      (state) => settleCounterAccounts(state, request),
      context,
    );
  }
}
