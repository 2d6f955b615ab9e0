// The facts of a player account stream `player-{id}`: coin events now; item events join this union
// later (same stream, same append), so a game can debit coins and grant items in one append.
//
// Event data shape (schema 1), pinned for auditors:
//   amount          signed integer hundredths as a decimal string: "+" credit, "-" debit ("1000", "-250").
//                   A string, not a JSON number, so amounts beyond 2^53 stay exact in every reader;
//                   in SQL: (data->>'amount')::bigint.
//   balance_after   the account balance after this event, integer hundredths as a decimal string
//   change_type     ChangeType number (libs/contracts ledger.ts)
//   reference       what caused it, unique per player and change type (order id, open id, ...):
//                   the idempotency key the event id is derived from
//   counter_account the other leg of the double entry (CounterAccount in libs/contracts)
import type { ChangeType, CounterAccount } from '@lootledger/contracts';
import { isChangeType, isCounterAccount } from '@lootledger/contracts';

export const PLAYER_STREAM_PREFIX = 'player-';

export function playerStreamId(playerId: string): string {
  return `${PLAYER_STREAM_PREFIX}${playerId}`;
}

/** The player id of a `player-{id}` stream, or null for another stream. */
export function playerIdOfStream(streamId: string): string | null {
  return streamId.startsWith(PLAYER_STREAM_PREFIX) ? streamId.slice(PLAYER_STREAM_PREFIX.length) : null;
}

/** Current version of the coin events' data shape (metadata.schema). */
export const COIN_EVENT_SCHEMA = 1;

export interface CoinEventData {
  readonly amount: string;
  readonly balance_after: string;
  readonly change_type: ChangeType;
  readonly reference: string;
  readonly counter_account: CounterAccount;
}

export interface CoinsCredited {
  readonly type: 'CoinsCredited';
  readonly data: CoinEventData;
}

export interface CoinsDebited {
  readonly type: 'CoinsDebited';
  readonly data: CoinEventData;
}

export type CoinEvent = CoinsCredited | CoinsDebited;

/** Every event of a player account stream. Extend here when item events arrive. */
export type PlayerAccountEvent = CoinEvent;

export const PLAYER_ACCOUNT_EVENT_TYPES: readonly PlayerAccountEvent['type'][] = ['CoinsCredited', 'CoinsDebited'];

export const COIN_EVENT_TYPES: readonly CoinEvent['type'][] = ['CoinsCredited', 'CoinsDebited'];

/** A coin event's data in bigint form, as projections and the audit read it. */
export interface CoinMovement {
  amount: bigint;
  balanceAfter: bigint;
  changeType: ChangeType;
  reference: string;
  counterAccount: CounterAccount;
}

export class MalformedEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`${eventType}: ${reason}`);
    this.name = 'MalformedEventError';
  }
}

const INTEGER = /^-?\d+$/;

function integer(value: unknown, field: string, type: string): bigint {
  // Numbers are accepted too (an outside writer may have used them), but only exact integers.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value);
  throw new MalformedEventError(type, `${field} is not integer hundredths`);
}

/**
 * Reads a coin event's data (either event type), checking its shape and sign:
 * credits are > 0, debits < 0. Throws MalformedEventError when the data is not a coin movement.
 */
export function readCoinMovement(type: string, data: unknown): CoinMovement {
  const record = (data ?? {}) as Record<string, unknown>;
  const amount = integer(record.amount, 'amount', type);
  const balanceAfter = integer(record.balance_after, 'balance_after', type);
  if (type === 'CoinsCredited' && amount <= 0n) throw new MalformedEventError(type, 'a credit must be positive');
  if (type === 'CoinsDebited' && amount >= 0n) throw new MalformedEventError(type, 'a debit must be negative');
  if (!isChangeType(record.change_type)) throw new MalformedEventError(type, 'unknown change_type');
  if (!isCounterAccount(record.counter_account)) throw new MalformedEventError(type, 'unknown counter_account');
  if (typeof record.reference !== 'string' || record.reference.length === 0) {
    throw new MalformedEventError(type, 'reference missing');
  }
  return {
    amount,
    balanceAfter,
    changeType: record.change_type,
    reference: record.reference,
    counterAccount: record.counter_account,
  };
}

export function isCoinEventType(type: string): type is CoinEvent['type'] {
  return (COIN_EVENT_TYPES as readonly string[]).includes(type);
}

/** Turns a stored event (type + raw data) into the typed union; unknown types are an error. */
export function toPlayerAccountEvent(type: string, data: unknown): PlayerAccountEvent {
  if (!isCoinEventType(type)) throw new MalformedEventError(type, 'not a player account event');
  const movement = readCoinMovement(type, data);
  return {
    type,
    data: {
      amount: movement.amount.toString(),
      balance_after: movement.balanceAfter.toString(),
      change_type: movement.changeType,
      reference: movement.reference,
      counter_account: movement.counterAccount,
    },
  };
}
