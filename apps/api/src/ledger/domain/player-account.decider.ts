// Decides what a command on a player account means: pure, no I/O, no clock (time arrives in the
// command). Overdraft is refused here, against the state loaded at the version the append expects.
//
// Other contexts (games, payments) extend the account by deciding over the same state with
// coinChange(): it returns the next event and the evolved state, so one command can produce
// several events (e.g. a box price debit and the items it dropped) for one append.
import { ChangeType, DEFAULT_COUNTER_ACCOUNT, type CounterAccount } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { evolve, type PlayerAccountState } from './player-account';
import type { CoinEvent, PlayerAccountEvent } from './player-account.events';

export interface CoinChangeRequest {
  /** Integer hundredths, > 0. */
  amount: bigint;
  changeType: ChangeType;
  /** Idempotency key: unique per player and change type (order id, open id, ...). */
  reference: string;
  /** Defaults to the change type's usual counter-account. */
  counterAccount?: CounterAccount;
}

export interface CreditCoins {
  readonly type: 'CreditCoins';
  readonly data: CoinChangeRequest;
}

export interface DebitCoins {
  readonly type: 'DebitCoins';
  readonly data: CoinChangeRequest;
}

export type PlayerAccountCommand = CreditCoins | DebitCoins;

export function decide(command: PlayerAccountCommand, state: PlayerAccountState): PlayerAccountEvent[] {
  switch (command.type) {
    case 'CreditCoins':
      return [coinChange(state, 'credit', command.data).event];
    case 'DebitCoins':
      return [coinChange(state, 'debit', command.data).event];
    default:
      return unknownCommand(command);
  }
}

function unknownCommand(command: never): never {
  throw new Error(`Unknown player account command ${(command as { type: string }).type}`);
}

/**
 * Debits a frozen account still takes: staff corrections and refunds. Every other debit is the
 * player spending (boxes, battles, upgrades, contracts, rooms, shop, and any change type added
 * later), refused while the account is frozen.
 */
export const DEBITS_WHILE_FROZEN: readonly ChangeType[] = [ChangeType.STAFF_ADJUSTMENT, ChangeType.REFUND];

/** Refuses with 403 ACCOUNT_FROZEN when staff froze the account (spending, recycling, extraction). */
export function refuseWhenFrozen(state: PlayerAccountState): void {
  if (state.frozen) throw new DomainError('ACCOUNT_FROZEN');
}

/**
 * One coin movement on the account: the event (with its balance_after) and the state after it.
 * Refuses a non-positive amount (VALIDATION_FAILED), a debit of the player's own on a frozen
 * account (ACCOUNT_FROZEN) and a debit above the balance (INSUFFICIENT_BALANCE).
 */
export function coinChange(
  state: PlayerAccountState,
  direction: 'credit' | 'debit',
  request: CoinChangeRequest,
): { event: CoinEvent; state: PlayerAccountState } {
  if (request.amount <= 0n) {
    throw DomainError.invalidFields([
      { field: 'amount', message: { en: 'amount must be positive', zh: 'amount 必须大于 0' } },
    ]);
  }
  if (request.reference.length === 0) {
    throw DomainError.invalidFields([
      { field: 'reference', message: { en: 'reference is required', zh: 'reference 不能为空' } },
    ]);
  }
  if (direction === 'debit' && !DEBITS_WHILE_FROZEN.includes(request.changeType)) refuseWhenFrozen(state);
  const signed = direction === 'credit' ? request.amount : -request.amount;
  const balanceAfter = state.balance + signed;
  if (balanceAfter < 0n) throw new DomainError('INSUFFICIENT_BALANCE');
  const data = {
    amount: signed.toString(),
    balance_after: balanceAfter.toString(),
    change_type: request.changeType,
    reference: request.reference,
    counter_account: request.counterAccount ?? DEFAULT_COUNTER_ACCOUNT[request.changeType],
  };
  const event: CoinEvent = direction === 'credit' ? { type: 'CoinsCredited', data } : { type: 'CoinsDebited', data };
  return { event, state: evolve(state, event) };
}
