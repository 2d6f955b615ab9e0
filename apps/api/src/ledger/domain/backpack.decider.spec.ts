import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { consumeItems, deliveryStep, grantItems, recycleItems, requestExtraction } from './backpack.decider';
import { initialState, type PlayerAccountState } from './player-account';
import { fold } from './player-account.stream';
import type { GrantedItem, PlayerAccountEvent } from './player-account.events';
import { refusal } from '../../platform/testing/refusal';
import { aGrantedItem } from '../testing';

const item = (storageId: string, value: string): GrantedItem => aGrantedItem(storageId, value);

function holding(...items: GrantedItem[]): PlayerAccountState {
  return grantItems(initialState(), 'box_open', 'open-1', items).state;
}

describe('backpack decider', () => {
  it('grants items into the backpack (status 0)', () => {
    const state = holding(item('s1', '150'), item('s2', '250'));
    expect(new Map(state.items)).toEqual(
      new Map([
        ['s1', { itemId: 'item-s1', value: 150n, status: 0 }],
        ['s2', { itemId: 'item-s2', value: 250n, status: 0 }],
      ]),
    );
  });

  it("recycles at the items' value: one credit (RECYCLE, house revenue) and the items gone, all or nothing", () => {
    const state = holding(item('s1', '150'), item('s2', '250'), item('s3', '999'));
    const events = recycleItems(state, { reference: 'r-1', storageIds: ['s1', 's2'] });
    expect(events).toEqual([
      {
        type: 'CoinsCredited',
        data: {
          amount: '400',
          balance_after: '400',
          change_type: ChangeType.RECYCLE,
          reference: 'r-1',
          counter_account: CounterAccount.HOUSE_REVENUE,
        },
      },
      { type: 'ItemsRecycled', data: { reference: 'r-1', storage_ids: ['s1', 's2'], amount: '400' } },
    ]);
    const after = fold(state, events);
    expect(after.balance).toBe(400n);
    expect([...after.items.keys()]).toEqual(['s3']);
    // Recycling again (a parallel request that lost the race and decided again) is refused.
    expect(refusal(() => recycleItems(after, { reference: 'r-2', storageIds: ['s1'] }))).toBe('ITEM_NOT_IN_BACKPACK');
    expect(refusal(() => recycleItems(after, { reference: 'r-2', storageIds: ['s3', 's1'] }))).toBe(
      'ITEM_NOT_IN_BACKPACK',
    );
  });

  it('consumes items spent in a game: they leave for good, their value recorded, nothing credited', () => {
    const state = holding(item('s1', '150'), item('s2', '250'), item('s3', '999'));
    const consumed = consumeItems(state, { source: 'contract', sourceId: 'c-1', storageIds: ['s1', 's3'] });
    expect(consumed.event).toEqual({
      type: 'ItemsConsumed',
      data: { source: 'contract', source_id: 'c-1', storage_ids: ['s1', 's3'], value: '1149' },
    });
    expect(consumed.state).toEqual(fold(state, [consumed.event]));
    expect([...consumed.state.items.keys()]).toEqual(['s2']);
    expect(consumed.state.balance).toBe(0n);
    // A second game racing for the same item decides again on the new state and is refused.
    expect(
      refusal(() => consumeItems(consumed.state, { source: 'upgrade', sourceId: 'u-1', storageIds: ['s2', 's1'] })),
    ).toBe('ITEM_NOT_IN_BACKPACK');
    expect(refusal(() => consumeItems(state, { source: 'upgrade', sourceId: 'u', storageIds: ['s1', 's1'] }))).toBe(
      'VALIDATION_FAILED',
    );
    const shipping = fold(state, [requestExtraction(state, [{ storageId: 's2', billId: 'b1' }])]);
    expect(refusal(() => consumeItems(shipping, { source: 'upgrade', sourceId: 'u', storageIds: ['s2'] }))).toBe(
      'ITEM_NOT_IN_BACKPACK',
    );
  });

  it('refuses an empty or repeated list, and items on their way out', () => {
    const state = holding(item('s1', '150'));
    expect(refusal(() => recycleItems(state, { reference: 'r', storageIds: [] }))).toBe('VALIDATION_FAILED');
    expect(refusal(() => recycleItems(state, { reference: 'r', storageIds: ['s1', 's1'] }))).toBe('VALIDATION_FAILED');
    const shipping = fold(state, [requestExtraction(state, [{ storageId: 's1', billId: 'b1' }])]);
    expect(shipping.items.get('s1')?.status).toBe(4);
    expect(refusal(() => recycleItems(shipping, { reference: 'r', storageIds: ['s1'] }))).toBe('ITEM_NOT_IN_BACKPACK');
    expect(refusal(() => requestExtraction(shipping, [{ storageId: 's1', billId: 'b2' }]))).toBe(
      'ITEM_NOT_IN_BACKPACK',
    );
  });

  it('moves a delivery forward only: 4 → 5 → 6 → extracted; repeats and stale steps are no-ops', () => {
    const start = holding(item('s1', '150'));
    let state = fold(start, [requestExtraction(start, [{ storageId: 's1', billId: 'b1' }])]);
    const step = (kind: Parameters<typeof deliveryStep>[1]): PlayerAccountEvent[] => {
      const events = deliveryStep(state, kind);
      state = fold(state, events);
      return events;
    };
    expect(step({ kind: 'updated', storageId: 's1', billId: 'b1', status: 6 })).toHaveLength(1);
    expect(step({ kind: 'updated', storageId: 's1', billId: 'b1', status: 5 })).toEqual([]);
    expect(step({ kind: 'updated', storageId: 's1', billId: 'b1', status: 6 })).toEqual([]);
    expect(step({ kind: 'extracted', storageId: 's1', billId: 'b1' })).toEqual([
      { type: 'ItemExtracted', data: { storage_id: 's1', bill_id: 'b1' } },
    ]);
    expect(state.items.has('s1')).toBe(false);
    expect(step({ kind: 'returned', storageId: 's1', billId: 'b1', reason: 'late' })).toEqual([]);
  });

  it('returns a failed delivery to the backpack with its reason; then it can be recycled', () => {
    const start = holding(item('s1', '150'));
    let state = fold(start, [requestExtraction(start, [{ storageId: 's1', billId: 'b1' }])]);
    const returned = deliveryStep(state, { kind: 'returned', storageId: 's1', billId: 'b1', reason: 'declined' });
    expect(returned).toEqual([{ type: 'ItemReturned', data: { storage_id: 's1', bill_id: 'b1', reason: 'declined' } }]);
    state = fold(state, returned);
    expect(state.items.get('s1')?.status).toBe(0);
    expect(deliveryStep(state, { kind: 'returned', storageId: 's1', billId: 'b1', reason: 'declined' })).toEqual([]);
    expect(recycleItems(state, { reference: 'r', storageIds: ['s1'] })).toHaveLength(2);
  });
});
