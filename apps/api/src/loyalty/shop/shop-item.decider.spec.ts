// The shop item's and the points account's deciders, without a database.
import { DomainError } from '../../platform/errors/domain-error';
import { earnPoints, POINTS, pointsForSpend, spendPoints } from '../points/points';
import {
  cancelPurchase,
  completePurchase,
  reservePurchase,
  setStock,
  SHOP_ITEM,
  type ShopItemState,
} from './shop-item';

const fold = (state: ShopItemState, events: readonly { type: string; data: unknown }[]) =>
  SHOP_ITEM.fold(state, events as never);

const reserve = (state: ShopItemState, purchaseId: string, num = 1) =>
  reservePurchase(state, { purchaseId, playerId: 'p1', itemId: 'i1', num, price: 5n });

describe('shop item', () => {
  it('reserves within the stock and refuses past it', () => {
    let state = fold(SHOP_ITEM.initialState(), setStock(SHOP_ITEM.initialState(), 2n));
    state = fold(state, reserve(state, 'a', 2));
    expect(state.stock).toBe(0n);
    expect(() => reserve(state, 'b')).toThrow(expect.objectContaining({ key: 'SHOP_OUT_OF_STOCK' }) as DomainError);
    expect(reserve(state, 'a')).toEqual([]);
  });

  it('never limits an unlimited item', () => {
    const state = SHOP_ITEM.initialState();
    expect(reserve(state, 'a', 10)[0].data).toEqual(expect.objectContaining({ points: '50', stock_after: null }));
  });

  it('gives the stock back on a cancellation and counts it sold on completion, once', () => {
    let state = fold(SHOP_ITEM.initialState(), setStock(SHOP_ITEM.initialState(), 3n));
    state = fold(state, reserve(state, 'a', 2));
    state = fold(state, reserve(state, 'b', 1));
    state = fold(state, cancelPurchase(state, 'a', 'INSUFFICIENT_POINTS'));
    expect(state.stock).toBe(2n);
    expect(cancelPurchase(state, 'a', 'again')).toEqual([]);
    state = fold(state, completePurchase(state, 'b'));
    expect(state).toEqual(expect.objectContaining({ stock: 2n, sold: 1n }));
    expect(completePurchase(state, 'b')).toEqual([]);
  });
});

describe('points', () => {
  it('earns floor(spent × rate) points: 1 point per 1.00 coin by default', () => {
    expect(pointsForSpend(1_999n, 10_000)).toBe(19n);
    expect(pointsForSpend(99n, 10_000)).toBe(0n);
    expect(pointsForSpend(1_000n, 0)).toBe(0n);
    expect(pointsForSpend(1_000n, 25_000)).toBe(25n);
  });

  it('spends only what it holds', () => {
    const state = POINTS.fold(
      POINTS.initialState(),
      earnPoints(POINTS.initialState(), { amount: 10n, source: 'spend', reference: 'e1' }),
    );
    expect(state.balance).toBe(10n);
    expect(spendPoints(state, { amount: 10n, reference: 'shop-1' })[0].data.balance_after).toBe('0');
    expect(() => spendPoints(state, { amount: 11n, reference: 'shop-1' })).toThrow(
      expect.objectContaining({ key: 'INSUFFICIENT_POINTS' }) as DomainError,
    );
    expect(earnPoints(state, { amount: 0n, source: 'spend', reference: 'e2' })).toEqual([]);
  });
});
