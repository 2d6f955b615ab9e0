import { describe, expect, it } from 'vitest';
import { openingBalance, soldValue, undecidedItems } from './opening-result';

describe('opening result: value against price, in hundredths', () => {
  it('reports a profit with a plus sign, exactly to the hundredth', () => {
    // 0.1 + 0.2 style sums stay exact: 3 × 0.10 paid, 0.10 + 0.20 + 0.01 worth.
    expect(openingBalance('0.10', 3, ['0.10', '0.20', '0.01'])).toEqual({
      paid: '0.30',
      value: '0.31',
      difference: '+0.01',
      outcome: 'profit',
    });
  });

  it('reports a loss with a minus sign', () => {
    expect(openingBalance('12.50', 5, ['1.99', '0.01', '3.00', '10.00', '2.75'])).toEqual({
      paid: '62.50',
      value: '17.75',
      difference: '-44.75',
      outcome: 'loss',
    });
    expect(openingBalance('1.00', 1, ['0.99']).difference).toBe('-0.01');
  });

  it('says break-even when the value equals the price', () => {
    expect(openingBalance('2.50', 2, ['4.99', '0.01'])).toEqual({
      paid: '5.00',
      value: '5.00',
      difference: '0.00',
      outcome: 'even',
    });
  });

  it('keeps large amounts exact (beyond float precision)', () => {
    expect(openingBalance('99999999999.99', 5, ['999999999999999.99']).difference).toBe('+999500000000000.04');
  });

  it('refuses what is not an amount or a count', () => {
    expect(() => openingBalance('1.5.0', 1, [])).toThrow('not an amount');
    expect(() => openingBalance('1.00', 1, ['abc'])).toThrow('not an amount');
    expect(() => openingBalance('1.00', 1.5, [])).toThrow('not a box count');
  });
});

describe('opening result: keep or sell each item', () => {
  const items = [
    { storage_id: 'a', bean: '1.10' },
    { storage_id: 'b', bean: '2.20' },
    { storage_id: 'c', bean: '0.05' },
  ];

  it('the rest to sell are the items neither kept nor sold', () => {
    expect(undecidedItems(items, {})).toEqual({ items, value: '3.35' });
    const rest = undecidedItems(items, { a: 'sold', c: 'kept' });
    expect(rest.items.map((item) => item.storage_id)).toEqual(['b']);
    expect(rest.value).toBe('2.20');
    expect(undecidedItems(items, { a: 'sold', b: 'kept', c: 'sold' })).toEqual({ items: [], value: '0.00' });
  });

  it('adds up what was sold', () => {
    expect(soldValue(items, {})).toBe('0.00');
    expect(soldValue(items, { a: 'sold', b: 'kept', c: 'sold' })).toBe('1.15');
  });
});
