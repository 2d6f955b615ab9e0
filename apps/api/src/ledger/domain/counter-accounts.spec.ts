import { CounterAccount } from '@lootledger/contracts';
import { MalformedEventError } from '../../platform/event-sourcing';
import {
  COUNTER_ACCOUNTS,
  initialCounterAccountsState,
  readCounterSettlement,
  settleCounterAccounts,
  sourceOfHouseStream,
  type SettleCounterAccountsRequest,
} from './counter-accounts';

const release: SettleCounterAccountsRequest = {
  from: CounterAccount.GAME_ESCROW,
  to: CounterAccount.HOUSE_REVENUE,
  amount: 1_250n,
  reason: 'battle_ended',
  reference: 'battle-b1',
};

describe('settlements between counter-accounts (decider)', () => {
  it('moves the amount from one counter-account to the other, once per reference', () => {
    const events = settleCounterAccounts(initialCounterAccountsState(), release);
    expect(events).toEqual([
      {
        type: 'CounterAccountsSettled',
        data: {
          from: 'game_escrow',
          to: 'house_revenue',
          amount: '1250',
          reason: 'battle_ended',
          reference: 'battle-b1',
        },
      },
    ]);
    const after = COUNTER_ACCOUNTS.fold(initialCounterAccountsState(), events);
    expect(settleCounterAccounts(after, release)).toEqual([]);
    expect(settleCounterAccounts(after, { ...release, reference: 'battle-b2' })).toHaveLength(1);
  });

  it('refuses what is not two different counter-accounts and a positive amount (a caller bug)', () => {
    const state = initialCounterAccountsState();
    expect(() => settleCounterAccounts(state, { ...release, to: CounterAccount.GAME_ESCROW })).toThrow(
      /not two counter-accounts/,
    );
    expect(() => settleCounterAccounts(state, { ...release, from: 'nowhere' as CounterAccount })).toThrow(
      /not two counter-accounts/,
    );
    expect(() => settleCounterAccounts(state, { ...release, amount: 0n })).toThrow(/positive/);
    expect(() => settleCounterAccounts(state, { ...release, reference: '' })).toThrow(/required/);
  });

  it('reads stored data strictly: accounts, a positive integer amount, reason and reference', () => {
    const data = { from: 'game_escrow', to: 'house_revenue', amount: '1250', reason: 'battle_ended', reference: 'r' };
    expect(readCounterSettlement(data)).toEqual({ ...data, amount: 1_250n });
    for (const [bad, message] of [
      [{ ...data, to: 'pocket' }, 'unknown counter-account to'],
      [{ ...data, from: undefined }, 'unknown counter-account from'],
      [{ ...data, to: 'game_escrow' }, 'the same counter-account on both sides'],
      [{ ...data, amount: '-5' }, 'amount is not positive integer hundredths'],
      [{ ...data, amount: 1250 }, 'amount is not positive integer hundredths'],
      [{ ...data, amount: '0' }, 'amount is not positive integer hundredths'],
      [{ ...data, reason: '' }, 'reason missing'],
      [{ ...data, reference: undefined }, 'reference missing'],
    ] as const) {
      expect(() => readCounterSettlement(bad)).toThrow(new MalformedEventError('CounterAccountsSettled', message));
    }
  });

  it('names its streams house-{source}', () => {
    expect(COUNTER_ACCOUNTS.streamId('battle-b1')).toBe('house-battle-b1');
    expect(sourceOfHouseStream('house-battle-b1')).toBe('battle-b1');
    expect(sourceOfHouseStream('player-p1')).toBeNull();
  });
});
