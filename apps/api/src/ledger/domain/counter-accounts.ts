// Coins moving between two counter-accounts, with no player on either side (double entry, the
// house's side): e.g. a battle's stakes held in `game_escrow` released to `house_revenue` when it
// ends. The ledger's own small streams `house-{source}`, one per settlement source ('battle-{id}'),
// so a game settles the house's side of its coins without the ledger knowing the game.
//
// Event data shape (schema 1), pinned for auditors:
//   from, to    CounterAccount names (libs/contracts ledger.ts), different
//   amount      integer hundredths as a decimal string, > 0: `from` pays it, `to` receives it
//   reason      why (a short snake_case word: 'battle_ended')
//   reference   what it settles ('battle-{id}'), unique per stream: a second settlement of it is a no-op
// The journal records two legs: `to` +amount, `from` −amount.
import { isCounterAccount, type CounterAccount } from '@lootledger/contracts';
import { defineEvent, defineStreamKind, MalformedEventError } from '../../platform/event-sourcing';

export const HOUSE_STREAM_PREFIX = 'house-';
export const COUNTER_ACCOUNTS_SETTLED = 'CounterAccountsSettled';

export function houseStreamId(source: string): string {
  return `${HOUSE_STREAM_PREFIX}${source}`;
}

/** The settlement source of a `house-{source}` stream, or null for another stream. */
export function sourceOfHouseStream(streamId: string): string | null {
  return streamId.startsWith(HOUSE_STREAM_PREFIX) ? streamId.slice(HOUSE_STREAM_PREFIX.length) : null;
}

export interface CounterAccountsSettledData {
  readonly from: CounterAccount;
  readonly to: CounterAccount;
  /** Hundredths, > 0. */
  readonly amount: string;
  readonly reason: string;
  readonly reference: string;
}

export interface CounterAccountsSettled {
  readonly type: typeof COUNTER_ACCOUNTS_SETTLED;
  readonly data: CounterAccountsSettledData;
}

/** A settlement in bigint form, as the journal and the audit read it. */
export interface CounterSettlement {
  from: CounterAccount;
  to: CounterAccount;
  amount: bigint;
  reason: string;
  reference: string;
}

/**
 * Reads a settlement's data, checking its shape: throws MalformedEventError (its reason names
 * 'counter-account' when an account is missing or the same on both sides).
 */
export function readCounterSettlement(data: unknown): CounterSettlement {
  const type = COUNTER_ACCOUNTS_SETTLED;
  const record = (data ?? {}) as Record<string, unknown>;
  if (!isCounterAccount(record.from)) throw new MalformedEventError(type, `unknown counter-account from`);
  if (!isCounterAccount(record.to)) throw new MalformedEventError(type, `unknown counter-account to`);
  if (record.from === record.to) throw new MalformedEventError(type, 'the same counter-account on both sides');
  if (typeof record.amount !== 'string' || !/^\d+$/.test(record.amount) || BigInt(record.amount) <= 0n) {
    throw new MalformedEventError(type, 'amount is not positive integer hundredths');
  }
  if (typeof record.reason !== 'string' || record.reason.length === 0)
    throw new MalformedEventError(type, 'reason missing');
  if (typeof record.reference !== 'string' || record.reference.length === 0) {
    throw new MalformedEventError(type, 'reference missing');
  }
  return {
    from: record.from,
    to: record.to,
    amount: BigInt(record.amount),
    reason: record.reason,
    reference: record.reference,
  };
}

export interface CounterAccountsState {
  /** The references settled on this stream. */
  readonly settled: readonly string[];
}

export function initialCounterAccountsState(): CounterAccountsState {
  return { settled: [] };
}

export function evolveCounterAccounts(
  state: CounterAccountsState,
  event: CounterAccountsSettled,
): CounterAccountsState {
  return { settled: [...state.settled, event.data.reference] };
}

export const COUNTER_ACCOUNTS = defineStreamKind<CounterAccountsState, CounterAccountsSettled>({
  name: 'counter-accounts',
  prefix: HOUSE_STREAM_PREFIX,
  events: [
    defineEvent(COUNTER_ACCOUNTS_SETTLED, {
      parse: (data): CounterAccountsSettledData => {
        const settlement = readCounterSettlement(data);
        return { ...settlement, amount: settlement.amount.toString() };
      },
    }),
  ],
  initialState: initialCounterAccountsState,
  evolve: evolveCounterAccounts,
});

export interface SettleCounterAccountsRequest {
  from: CounterAccount;
  to: CounterAccount;
  /** Hundredths, > 0. */
  amount: bigint;
  reason: string;
  reference: string;
}

/** Moves `amount` from one counter-account to another, once per reference (a repeat decides nothing). */
export function settleCounterAccounts(
  state: CounterAccountsState,
  request: SettleCounterAccountsRequest,
): CounterAccountsSettled[] {
  // Callers compute these; a wrong one is a bug, never a player's mistake.
  if (!isCounterAccount(request.from) || !isCounterAccount(request.to) || request.from === request.to) {
    throw new Error(`settle ${request.reference}: ${request.from} → ${request.to} is not two counter-accounts`);
  }
  if (request.amount <= 0n) throw new Error(`settle ${request.reference}: amount must be positive`);
  if (request.reason.length === 0 || request.reference.length === 0) {
    throw new Error('settle: reason and reference are required');
  }
  if (state.settled.includes(request.reference)) return [];
  return [
    {
      type: COUNTER_ACCOUNTS_SETTLED,
      data: {
        from: request.from,
        to: request.to,
        amount: request.amount.toString(),
        reason: request.reason,
        reference: request.reference,
      },
    },
  ];
}
