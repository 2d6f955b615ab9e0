import { boxOpenDraws, orderBoxPool } from './box-open';
import { unitFloat } from './unit-float';
import { weightedPick } from './weighted-pick';

const pair = { serverSeed: 'c'.repeat(64), clientSeed: 'player-seed', nonce: 41 };
const pool = [
  ['p250', 70],
  ['ak', 25],
  ['knife', 5],
] as const;

describe('boxOpenDraws', () => {
  it('draws one box per consecutive nonce from the pair, cursor 0', () => {
    const draws = boxOpenDraws(pair, pool, 5);
    expect(draws.map((draw) => draw.nonce)).toEqual([41, 42, 43, 44, 45]);
    draws.forEach((draw) => {
      expect(draw.cursor).toBe(0);
      expect(draw).toMatchObject(weightedPick(pool, unitFloat(pair.serverSeed, pair.clientSeed, draw.nonce, 0)));
    });
  });

  it('gives the same box the same result whether opened alone or in a batch', () => {
    const batch = boxOpenDraws(pair, pool, 3);
    expect(boxOpenDraws({ ...pair, nonce: 43 }, pool, 1)).toEqual([batch[2]]);
  });

  it.each([0, -1, 1.5])('refuses num %p', (num) => {
    expect(() => boxOpenDraws(pair, pool, num)).toThrow(/INVALID_COUNT/);
  });

  it('refuses a bad pool even before drawing', () => {
    expect(() => boxOpenDraws(pair, [], 1)).toThrow(/EMPTY_POOL/);
  });
});

describe('orderBoxPool', () => {
  it('orders by position in the box, then by item id', () => {
    expect(
      orderBoxPool([
        { itemId: 'b', position: 2, weight: 1 },
        { itemId: 'z', position: 1, weight: 2 },
        { itemId: 'a', position: 2, weight: 3 },
      ]),
    ).toEqual([
      ['z', 2],
      ['a', 3],
      ['b', 1],
    ]);
  });
});
