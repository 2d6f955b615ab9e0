import { describe, expect, it } from 'vitest';
import type { ShopItemResponse } from '@lootledger/contracts';
import { redeemed, redeemQuote } from './redeem';

const item = { id: 'demo-awp', name: 'AWP | Atheris', price: '90' } as ShopItemResponse;

describe('redeeming a shop item', () => {
  it('quotes the cost and the points left after', () => {
    expect(redeemQuote(item, '120')).toEqual({ cost: '90', left: '30', short: null });
    expect(redeemQuote(item, '90')).toEqual({ cost: '90', left: '0', short: null });
    expect(redeemQuote(item, '1000', 3)).toEqual({ cost: '270', left: '730', short: null });
  });

  it('says how many points are missing instead of a negative balance', () => {
    expect(redeemQuote(item, '89')).toEqual({ cost: '90', left: null, short: '1' });
  });

  it('leaves the points after unknown while the balance loads', () => {
    expect(redeemQuote(item, undefined)).toEqual({ cost: '90', left: null, short: null });
  });

  it('keeps whole points beyond a double’s precision', () => {
    expect(redeemQuote({ price: '9007199254740993' }, '9007199254740995').left).toBe('2');
  });

  it('says what arrived: the item, how many, the points spent and left', () => {
    const purchase = { purchase_id: 'p', points: '90', balance: '30', storage_ids: ['s1'] };
    expect(redeemed(item, purchase)).toEqual({ item, count: 1, spent: '90', balance: '30' });
  });
});
