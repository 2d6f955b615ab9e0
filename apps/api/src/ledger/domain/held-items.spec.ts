import { HeldItems } from './held-items';
import type { HeldItem } from './held-items';

const held = (itemId: string, value: bigint, status: HeldItem['status'] = 0): HeldItem => ({ itemId, value, status });
const ids = (count: number, prefix = 's') => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

describe('HeldItems', () => {
  it('adds, replaces and removes items, and every version keeps what it held', () => {
    const empty = HeldItems.EMPTY;
    const one = empty.with([['a', held('knife', 100n)]]);
    const two = one.with([['b', held('glove', 250n)]]);
    const shipped = two.with([['a', held('knife', 100n, 4)]]);
    const gone = shipped.without(['a', 'not-held']);

    expect([empty.size, one.size, two.size, shipped.size, gone.size]).toEqual([0, 1, 2, 2, 1]);
    expect(one.get('a')).toEqual(held('knife', 100n));
    expect(two.get('a')?.status).toBe(0);
    expect(shipped.get('a')?.status).toBe(4);
    expect(gone.has('a')).toBe(false);
    expect(gone.get('b')).toEqual(held('glove', 250n));
    expect(empty.has('a')).toBe(false);
    expect(new Map(two)).toEqual(
      new Map([
        ['a', held('knife', 100n)],
        ['b', held('glove', 250n)],
      ]),
    );
  });

  it('answers as a Map would over many items: get, has, size, keys, values, entries, forEach', () => {
    const storageIds = ids(1000);
    const plain = new Map(storageIds.map((id, index) => [id, held(`item-${index}`, BigInt(index))]));
    let items = HeldItems.EMPTY;
    for (const [id, item] of plain) items = items.with([[id, item]]);
    const removed = storageIds.filter((_, index) => index % 3 === 0);
    items = items.without(removed);
    for (const id of removed) plain.delete(id);

    expect(items.size).toBe(plain.size);
    expect(new Map(items)).toEqual(plain);
    expect(new Set(items.keys())).toEqual(new Set(plain.keys()));
    expect([...items.values()].length).toBe(plain.size);
    expect(new Map(items.entries())).toEqual(plain);
    const seen = new Map<string, HeldItem>();
    items.forEach((item, id, map) => {
      expect(map).toBe(items);
      seen.set(id, item);
    });
    expect(seen).toEqual(plain);
    for (const id of storageIds) expect([items.has(id), items.get(id)]).toEqual([plain.has(id), plain.get(id)]);
  });

  it('shares what a change does not touch: a grant copies a few buckets, not the backpack', () => {
    const big = HeldItems.EMPTY.with(ids(5000).map((id) => [id, held('x', 1n)]));
    const buckets = (items: HeldItems) => (items as unknown as { buckets: ReadonlyMap<string, HeldItem>[] }).buckets;
    const next = big.with([['new-1', held('y', 2n)]]);
    const shared = buckets(next).filter((bucket, index) => bucket === buckets(big)[index]).length;
    expect(shared).toBe(buckets(big).length - 1);
    expect(big.has('new-1')).toBe(false);
    // A change that changes nothing is the same version.
    expect(big.without(['not-held'])).toBe(big);
  });

  it('takes any map in as is, and iterates the same for the same history', () => {
    const plain = new Map([['p', held('z', 3n)]]);
    const from = HeldItems.from(plain);
    expect(from).toBeInstanceOf(HeldItems);
    expect(HeldItems.from(from)).toBe(from);
    const history = ids(200);
    const build = () => history.reduce((items, id) => items.with([[id, held(id, 1n)]]), HeldItems.EMPTY);
    expect([...build().keys()]).toEqual([...build().keys()]);
  });
});
