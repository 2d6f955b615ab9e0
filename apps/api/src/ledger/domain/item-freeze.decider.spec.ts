// Staff freezing a backpack item under review (backpack.decider freezeItem / unfreezeItem): given
// the items a player holds, when staff freeze or unfreeze one, then the facts, and what recycling,
// extracting and staking decide about a frozen item (409 ITEM_FROZEN), until it is unfrozen.
import {
  consumeItems,
  freezeItem,
  grantItems,
  recycleItems,
  requestExtraction,
  unfreezeItem,
} from './backpack.decider';
import { initialState, type PlayerAccountState } from './player-account';
import { fold } from './player-account.stream';
import { refusal } from '../../platform/testing/refusal';
import { aGrantedItem } from '../testing';

function holding(...storageIds: string[]): PlayerAccountState {
  return grantItems(
    initialState(),
    'box_open',
    'open-1',
    storageIds.map((id) => aGrantedItem(id, '150')),
  ).state;
}

const change = (storageId: string, reason = 'disputed payment') => ({ storageId, reason, by: 'staff-7' });

function frozen(state: PlayerAccountState, storageId: string): PlayerAccountState {
  return fold(state, freezeItem(state, change(storageId)));
}

describe('item freeze decider', () => {
  it('freezes a backpack item: ItemFrozen with the reason and the staff member, status 3', () => {
    const state = holding('s1', 's2');
    const events = freezeItem(state, change('s1', '  disputed payment  '));
    expect(events).toEqual([
      { type: 'ItemFrozen', data: { storage_id: 's1', reason: 'disputed payment', by: 'staff-7' } },
    ]);
    const after = fold(state, events);
    expect(after.items.get('s1')?.status).toBe(3);
    expect(after.items.get('s2')?.status).toBe(0);
  });

  it('refuses a frozen item in recycling, extraction and a game stake (ITEM_FROZEN)', () => {
    const state = frozen(holding('s1', 's2', 's3'), 's2');
    expect(refusal(() => recycleItems(state, { reference: 'r', storageIds: ['s1', 's2'] }))).toBe('ITEM_FROZEN');
    expect(refusal(() => requestExtraction(state, [{ storageId: 's2', billId: 'b' }]))).toBe('ITEM_FROZEN');
    expect(refusal(() => consumeItems(state, { source: 'upgrade', sourceId: 'u', storageIds: ['s2'] }))).toBe(
      'ITEM_FROZEN',
    );
    // The others stay usable.
    expect(recycleItems(state, { reference: 'r', storageIds: ['s1'] }).at(-1)?.type).toBe('ItemsRecycled');
  });

  it('unfreezes: ItemUnfrozen, back in the backpack, usable again', () => {
    const state = frozen(holding('s1'), 's1');
    const events = unfreezeItem(state, change('s1', 'payment cleared'));
    expect(events).toEqual([
      { type: 'ItemUnfrozen', data: { storage_id: 's1', reason: 'payment cleared', by: 'staff-7' } },
    ]);
    const after = fold(state, events);
    expect(after.items.get('s1')?.status).toBe(0);
    expect(recycleItems(after, { reference: 'r', storageIds: ['s1'] }).at(-1)?.type).toBe('ItemsRecycled');
  });

  it('refuses freezing twice, unfreezing what is not frozen, an item not in the backpack, and no reason', () => {
    const state = holding('s1', 's2');
    expect(refusal(() => freezeItem(frozen(state, 's1'), change('s1')))).toBe('ITEM_ALREADY_FROZEN');
    expect(refusal(() => unfreezeItem(state, change('s1')))).toBe('ITEM_NOT_FROZEN');
    expect(refusal(() => freezeItem(state, change('gone')))).toBe('ITEM_NOT_IN_BACKPACK');
    const onItsWay = fold(state, [requestExtraction(state, [{ storageId: 's2', billId: 'b' }])]);
    expect(refusal(() => freezeItem(onItsWay, change('s2')))).toBe('ITEM_NOT_IN_BACKPACK');
    expect(refusal(() => freezeItem(state, change('s1', '   ')))).toBe('VALIDATION_FAILED');
  });
});
