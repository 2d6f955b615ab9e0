import { type WeightedPool, totalWeight, weightedPick } from './weighted-pick';

// Weights summing to a power of two, so f = ticket / 8 is exact.
const pool: WeightedPool = [
  ['a', 1],
  ['b', 3],
  ['c', 4],
];

describe('weightedPick', () => {
  it.each([
    [0, 'a'],
    [1, 'b'],
    [3, 'b'],
    [4, 'c'],
    [7, 'c'],
  ])('gives ticket %p to %s: the first entry whose running sum (1, 4, 8) exceeds it', (ticket, itemId) => {
    expect(weightedPick(pool, ticket / 8)).toEqual({
      itemId,
      index: pool.findIndex(([id]) => id === itemId),
      ticket,
      totalWeight: 8,
    });
  });

  it('moves to the next entry exactly at a running-sum boundary, not before', () => {
    const justBelow = 1 / 8 - 2 ** -32;
    expect(weightedPick(pool, justBelow)).toMatchObject({ itemId: 'a', ticket: 0 });
    expect(weightedPick(pool, 1 / 8)).toMatchObject({ itemId: 'b', ticket: 1 });
    expect(weightedPick(pool, 4 / 8 - 2 ** -32)).toMatchObject({ itemId: 'b', ticket: 3 });
    expect(weightedPick(pool, 4 / 8)).toMatchObject({ itemId: 'c', ticket: 4 });
  });

  it('keeps the largest float below the total weight, even for huge weights', () => {
    const largest = 1 - 2 ** -32;
    expect(weightedPick(pool, largest)).toMatchObject({ itemId: 'c', ticket: 7 });
    const huge: WeightedPool = [
      ['x', 1],
      ['y', Number.MAX_SAFE_INTEGER - 1],
    ];
    expect(weightedPick(huge, largest).ticket).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(weightedPick(huge, 0)).toMatchObject({ itemId: 'x', ticket: 0 });
  });

  it('follows the pool order, so the same weights in another order pick another item', () => {
    expect(
      weightedPick(
        [
          ['a', 1],
          ['b', 1],
        ],
        0.25,
      ).itemId,
    ).toBe('a');
    expect(
      weightedPick(
        [
          ['b', 1],
          ['a', 1],
        ],
        0.25,
      ).itemId,
    ).toBe('b');
  });

  it('refuses an empty pool', () => {
    expect(() => weightedPick([], 0.5)).toThrow(/EMPTY_POOL/);
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity, '3' as unknown as number])('refuses weight %p', (weight) => {
    expect(() =>
      weightedPick(
        [
          ['a', 1],
          ['b', weight],
        ],
        0.5,
      ),
    ).toThrow(/INVALID_WEIGHT/);
  });

  it('refuses malformed entries and a total beyond safe integers', () => {
    expect(() => totalWeight([[1, 1] as unknown as [string, number]])).toThrow(/INVALID_WEIGHT/);
    expect(() => totalWeight([{ id: 'a' } as unknown as [string, number]])).toThrow(/INVALID_WEIGHT/);
    expect(() =>
      totalWeight([
        ['a', Number.MAX_SAFE_INTEGER],
        ['b', 1],
      ]),
    ).toThrow(/INVALID_WEIGHT/);
  });

  it.each([1, -0.01, 1.5, Number.NaN])('refuses float %p', (f) => {
    expect(() => weightedPick(pool, f)).toThrow(/INVALID_FLOAT/);
  });
});
