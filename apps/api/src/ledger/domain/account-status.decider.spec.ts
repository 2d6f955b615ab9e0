import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { freezeAccount, unfreezeAccount } from './account-status.decider';
import { deliveryStep, grantItems, recycleItems, requestExtraction } from './backpack.decider';
import { fromSnapshotState, initialState, toSnapshotState, type PlayerAccountState } from './player-account';
import { fold } from './player-account.stream';
import { coinChange, decide } from './player-account.decider';
import type { GrantedItem, PlayerAccountEvent } from './player-account.events';
import { recharge } from './recharge.decider';
import { rotateSeedPair } from './seed-pair.decider';
import { refusal } from '../../platform/testing/refusal';
import { aGrantedItem } from '../testing';

const item = (storageId: string): GrantedItem => aGrantedItem(storageId);

const topUp: PlayerAccountEvent = {
  type: 'CoinsCredited',
  data: {
    amount: '1000',
    balance_after: '1000',
    change_type: ChangeType.RECHARGE,
    reference: 'order-1',
    counter_account: CounterAccount.PAYMENT_CLEARING,
  },
};

const committed: PlayerAccountEvent = {
  type: 'SeedPairCommitted',
  data: { pair_id: 'pair-1', server_seed_hash: 'h1', client_seed: 'c1' },
};

/** A funded account with two items in the backpack, one of them on its way out (bill b1). */
function anAccount(): PlayerAccountState {
  const granted = grantItems(fold(initialState(), [topUp, committed]), 'box_open', 'open-1', [item('s1'), item('s2')]);
  return fold(granted.state, [requestExtraction(granted.state, [{ storageId: 's2', billId: 'b1' }])]);
}

const staff = { reason: 'chargeback under review', by: '7' };

describe('account status decider (freeze / unfreeze)', () => {
  it('freezes with the reason and the staff id; the state says frozen', () => {
    const events = freezeAccount(anAccount(), staff);
    expect(events).toEqual([{ type: 'AccountFrozen', data: { reason: 'chargeback under review', by: '7' } }]);
    expect(fold(anAccount(), events).frozen).toBe(true);
  });

  it('refuses a freeze of a frozen account, an unfreeze of an active one, and a blank reason', () => {
    const frozen = fold(anAccount(), freezeAccount(anAccount(), staff));
    expect(refusal(() => freezeAccount(frozen, staff))).toBe('ACCOUNT_ALREADY_FROZEN');
    expect(refusal(() => unfreezeAccount(anAccount(), staff))).toBe('ACCOUNT_NOT_FROZEN');
    expect(refusal(() => freezeAccount(anAccount(), { reason: '  ', by: '7' }))).toBe('VALIDATION_FAILED');
    expect(refusal(() => unfreezeAccount(frozen, { reason: '', by: '7' }))).toBe('VALIDATION_FAILED');
  });

  describe('a frozen account', () => {
    const frozen = fold(anAccount(), freezeAccount(anAccount(), staff));

    it("refuses the player's own debits (box opening and any other spending change type)", () => {
      for (const changeType of [ChangeType.BOX_OPEN, ChangeType.BATTLE, ChangeType.UPGRADE, ChangeType.SHOP]) {
        expect(refusal(() => coinChange(frozen, 'debit', { amount: 1n, changeType, reference: 'x' }))).toBe(
          'ACCOUNT_FROZEN',
        );
        expect(
          refusal(() => decide({ type: 'DebitCoins', data: { amount: 1n, changeType, reference: 'x' } }, frozen)),
        ).toBe('ACCOUNT_FROZEN');
      }
      // Frozen comes first: even a debit the balance could not pay says why the account cannot spend.
      expect(
        refusal(() =>
          coinChange(frozen, 'debit', { amount: 10_000n, changeType: ChangeType.BOX_OPEN, reference: 'x' }),
        ),
      ).toBe('ACCOUNT_FROZEN');
    });

    it('refuses recycling and extraction', () => {
      expect(refusal(() => recycleItems(frozen, { reference: 'r', storageIds: ['s1'] }))).toBe('ACCOUNT_FROZEN');
      expect(refusal(() => requestExtraction(frozen, [{ storageId: 's1', billId: 'b2' }]))).toBe('ACCOUNT_FROZEN');
    });

    it('still takes credits, recharges, staff adjustments (both ways), deliveries under way and seed rotation', () => {
      expect(
        coinChange(frozen, 'credit', { amount: 500n, changeType: ChangeType.CARD_CODE, reference: 'c' }).state.balance,
      ).toBe(1500n);
      expect(recharge(frozen, { reference: 'o', amount: 100n, firstRechargeBonus: 0n, vipLevels: [] })).toHaveLength(1);
      expect(
        coinChange(frozen, 'debit', { amount: 300n, changeType: ChangeType.STAFF_ADJUSTMENT, reference: 'a' }).state
          .balance,
      ).toBe(700n);
      expect(
        coinChange(frozen, 'credit', { amount: 300n, changeType: ChangeType.STAFF_ADJUSTMENT, reference: 'a' }).state
          .balance,
      ).toBe(1300n);
      expect(deliveryStep(frozen, { kind: 'extracted', storageId: 's2', billId: 'b1' })).toHaveLength(1);
      expect(
        rotateSeedPair(frozen, {
          revealedServerSeed: 's',
          revealedServerSeedHash: 'h1',
          next: { pairId: 'pair-2', serverSeedHash: 'h2', clientSeed: 'c2' },
        }).map((event) => event.type),
      ).toEqual(['SeedPairRevealed', 'SeedPairCommitted']);
    });

    it('spends, recycles and extracts again once unfrozen', () => {
      const unfrozen = fold(frozen, unfreezeAccount(frozen, { reason: 'cleared', by: '8' }));
      expect(unfrozen.frozen).toBe(false);
      expect(
        coinChange(unfrozen, 'debit', { amount: 100n, changeType: ChangeType.BOX_OPEN, reference: 'o' }).state.balance,
      ).toBe(900n);
      expect(recycleItems(unfrozen, { reference: 'r', storageIds: ['s1'] })).toHaveLength(2);
      expect(requestExtraction(unfrozen, [{ storageId: 's1', billId: 'b2' }]).type).toBe('ItemsExtractionRequested');
    });

    it('keeps the freeze through a snapshot', () => {
      expect(fromSnapshotState(toSnapshotState(frozen)).frozen).toBe(true);
      expect(fromSnapshotState(toSnapshotState(anAccount())).frozen).toBe(false);
    });
  });
});
