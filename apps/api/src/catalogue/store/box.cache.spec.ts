import type { BoxForOpeningView } from '../get-box-for-opening/get-box-for-opening.query';
import { BOX_CACHE_MAX_ENTRIES, BOX_CACHE_TTL_MS, BoxCache } from './box.cache';

function aBoxView(id: string, price = 100n): BoxForOpeningView {
  return { id, name_zh: '箱', name_en: 'Box', cover: '', category: 'classic', price, enabled: true, pool: [] };
}

describe('BoxCache', () => {
  let cache: BoxCache;
  let clock: number;
  let loads: string[];
  let price: bigint;
  const load = async (id: string) => {
    loads.push(id);
    return id === 'unknown' ? null : aBoxView(id, price);
  };

  beforeEach(() => {
    cache = new BoxCache();
    clock = 1_000_000;
    cache.now = () => clock;
    loads = [];
    price = 100n;
  });

  it('serves a box from memory within the TTL, then loads it again', async () => {
    expect(await cache.get('a', load)).toMatchObject({ price: 100n });
    price = 200n;
    clock += BOX_CACHE_TTL_MS - 1;
    expect(await cache.get('a', load)).toMatchObject({ price: 100n });
    expect(loads).toEqual(['a']);
    clock += 1;
    expect(await cache.get('a', load)).toMatchObject({ price: 200n });
    expect(loads).toEqual(['a', 'a']);
  });

  it('remembers unknown boxes (null) too', async () => {
    expect(await cache.get('unknown', load)).toBeNull();
    expect(await cache.get('unknown', load)).toBeNull();
    expect(loads).toEqual(['unknown']);
  });

  it('forgets everything on invalidate', async () => {
    await cache.get('a', load);
    await cache.get('b', load);
    price = 300n;
    cache.invalidate();
    expect(await cache.get('a', load)).toMatchObject({ price: 300n });
    expect(loads).toEqual(['a', 'b', 'a']);
  });

  it('shares one load between concurrent callers of a cold box', async () => {
    const [first, second] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(first).toBe(second);
    expect(loads).toEqual(['a']);
  });

  it('never lets a load from before an invalidation put the old box back', async () => {
    let release!: (view: BoxForOpeningView) => void;
    const slow = cache.get('a', () => new Promise<BoxForOpeningView>((resolve) => (release = resolve)));
    cache.invalidate();
    release(aBoxView('a', 1n));
    expect(await slow).toMatchObject({ price: 1n });
    expect(await cache.get('a', load)).toMatchObject({ price: 100n });
  });

  it('does not remember a failed load', async () => {
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', load)).toMatchObject({ id: 'a' });
  });

  it('hands out frozen views: one caller cannot change what the next one sees', async () => {
    const view = (await cache.get('a', async () => ({
      ...aBoxView('a'),
      pool: [{ itemId: 'x', position: 0, weight: 1, item: {} as never }],
    })))!;
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.pool)).toBe(true);
    expect(Object.isFrozen(view.pool[0])).toBe(true);
  });

  it('starts over past its size limit instead of growing without bound', async () => {
    for (let i = 0; i < BOX_CACHE_MAX_ENTRIES; i++) await cache.get(`box-${i}`, load);
    await cache.get('one-more', load);
    loads = [];
    await cache.get('box-0', load);
    expect(loads).toEqual(['box-0']);
  });
  it("keeps the pooled items (the contract's candidates) for the TTL, and forgets them with the boxes", async () => {
    let value = 100n;
    let itemLoads = 0;
    const loadItems = async () => {
      itemLoads++;
      return [
        { id: 'i', name_zh: '物', name_en: 'Item', hash_name: 'Item', cover: '', value, lv: 1, dura: 1 } as never,
      ];
    };
    expect(await cache.itemsInPools(loadItems)).toMatchObject([{ value: 100n }]);
    value = 200n;
    clock += BOX_CACHE_TTL_MS - 1;
    expect(await cache.itemsInPools(loadItems)).toMatchObject([{ value: 100n }]);
    expect(itemLoads).toBe(1);
    cache.invalidate();
    expect(await cache.itemsInPools(loadItems)).toMatchObject([{ value: 200n }]);
    value = 300n;
    clock += BOX_CACHE_TTL_MS;
    expect(await cache.itemsInPools(loadItems)).toMatchObject([{ value: 300n }]);
    expect(itemLoads).toBe(3);
  });
});
