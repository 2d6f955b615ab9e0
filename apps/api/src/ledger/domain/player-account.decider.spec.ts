import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { initialState, type PlayerAccountState } from './player-account';
import { fold } from './player-account.stream';
import { coinChange, decide, type PlayerAccountCommand } from './player-account.decider';
import type { PlayerAccountEvent } from './player-account.events';

// given events -> when command -> then events (or the refusal), as in emmett's DeciderSpecification.
function given(events: PlayerAccountEvent[]) {
  const state = fold(initialState(), events);
  return {
    when(command: PlayerAccountCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: PlayerAccountEvent[]) => expect(run()).toEqual(expected),
        thenRefuses: (key: string) => {
          expect(run).toThrow(DomainError);
          expect(run).toThrow(key);
        },
      };
    },
  };
}

const credited = (amount: string, balanceAfter: string, reference = 'order-1'): PlayerAccountEvent => ({
  type: 'CoinsCredited',
  data: {
    amount,
    balance_after: balanceAfter,
    change_type: ChangeType.RECHARGE,
    reference,
    counter_account: CounterAccount.PAYMENT_CLEARING,
  },
});

/** A box-open debit of open-1, the house its counter-account. */
const debited = (amount: string, balanceAfter: string): PlayerAccountEvent => ({
  type: 'CoinsDebited',
  data: {
    amount,
    balance_after: balanceAfter,
    change_type: ChangeType.BOX_OPEN,
    reference: 'open-1',
    counter_account: CounterAccount.HOUSE_REVENUE,
  },
});

const credit = (amount: bigint, reference = 'order-1'): PlayerAccountCommand => ({
  type: 'CreditCoins',
  data: { amount, changeType: ChangeType.RECHARGE, reference },
});

const debit = (amount: bigint, reference = 'open-1'): PlayerAccountCommand => ({
  type: 'DebitCoins',
  data: { amount, changeType: ChangeType.BOX_OPEN, reference },
});

describe('player account decider', () => {
  it('credits a new account: signed amount, balance after, change type, reference, default counter-account', () => {
    given([])
      .when(credit(1_000n))
      .then([credited('1000', '1000')]);
  });

  it('debits with a negative amount and the house as counter-account', () => {
    given([credited('1000', '1000')])
      .when(debit(250n))
      .then([debited('-250', '750')]);
  });

  it('allows a debit of exactly the balance', () => {
    given([credited('1000', '1000')])
      .when(debit(1_000n))
      .then([debited('-1000', '0')]);
  });

  it('refuses a debit above the balance: overdraft is impossible', () => {
    given([credited('1000', '1000')])
      .when(debit(1_001n))
      .thenRefuses('INSUFFICIENT_BALANCE');
    given([]).when(debit(1n)).thenRefuses('INSUFFICIENT_BALANCE');
  });

  it('refuses zero and negative amounts', () => {
    given([]).when(credit(0n)).thenRefuses('VALIDATION_FAILED');
    given([credited('1000', '1000')])
      .when(debit(-5n))
      .thenRefuses('VALIDATION_FAILED');
  });

  it('uses the counter-account a command names', () => {
    given([])
      .when({
        type: 'CreditCoins',
        data: {
          amount: 500n,
          changeType: ChangeType.STAFF_ADJUSTMENT,
          reference: 'ticket-9',
          counterAccount: CounterAccount.PROMOTION_EXPENSE,
        },
      })
      .then([
        {
          type: 'CoinsCredited',
          data: {
            amount: '500',
            balance_after: '500',
            change_type: ChangeType.STAFF_ADJUSTMENT,
            reference: 'ticket-9',
            counter_account: CounterAccount.PROMOTION_EXPENSE,
          },
        },
      ]);
  });

  it('stays exact beyond 2^53 hundredths', () => {
    given([credited('9007199254740993', '9007199254740993')])
      .when(credit(1n, 'order-2'))
      .then([credited('1', '9007199254740994', 'order-2')]);
  });

  it('chains several coin changes of one command through the evolved state (games: one append)', () => {
    const start: PlayerAccountState = fold(initialState(), [credited('1000', '1000')]);
    const price = coinChange(start, 'debit', { amount: 800n, changeType: ChangeType.BOX_OPEN, reference: 'open-7' });
    const refund = coinChange(price.state, 'credit', {
      amount: 300n,
      changeType: ChangeType.RECYCLE,
      reference: 'open-7',
    });
    expect([price.event.data.balance_after, refund.event.data.balance_after]).toEqual(['200', '500']);
    expect(refund.state).toMatchObject({ balance: 500n });
    expect(() =>
      coinChange(price.state, 'debit', { amount: 201n, changeType: ChangeType.BOX_OPEN, reference: 'x' }),
    ).toThrow('INSUFFICIENT_BALANCE');
  });

  it("folds events into balance and recharge totals (the stream version is the runner's)", () => {
    expect(fold(initialState(), [credited('1000', '1000'), credited('5', '1005', 'order-2')])).toMatchObject({
      balance: 1005n,
      totalRecharge: 1005n,
      paidRecharges: 2,
    });
  });
});
