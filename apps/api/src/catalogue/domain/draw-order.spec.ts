import { orderBoxPool } from '@lootledger/fairness';
import { inDrawOrder } from './draw-order';

describe('inDrawOrder', () => {
  const entries = [
    { itemId: 'b', position: 2, weight: 5, label: 'second by position' },
    { itemId: 'z', position: 1, weight: 1, label: 'first' },
    { itemId: 'a', position: 2, weight: 3, label: 'position tie: a before b' },
  ];

  it("orders by position, then item id, keeping each entry's own fields", () => {
    expect(inDrawOrder(entries).map((entry) => entry.label)).toEqual([
      'first',
      'position tie: a before b',
      'second by position',
    ]);
  });

  it("is exactly the fairness library's draw order", () => {
    expect(inDrawOrder(entries).map((entry) => [entry.itemId, entry.weight])).toEqual(orderBoxPool(entries));
  });

  it('refuses an item twice in one pool', () => {
    expect(() => inDrawOrder([entries[0], { ...entries[0], position: 9 }])).toThrow(RangeError);
  });
});
