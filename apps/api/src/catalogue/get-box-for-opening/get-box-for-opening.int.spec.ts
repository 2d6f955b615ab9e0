// GetBoxForOpeningQuery against a real database: the pool in draw order, disabled and unknown boxes,
// and the cache: edits through this module show at once, another process's edits within the TTL.
import { orderBoxPool } from '@lootledger/fairness';
import { Rarity, Wear } from '@lootledger/contracts';
import { BOX_CACHE_TTL_MS } from '../store/box.cache';
import { aBox, anItem } from '../testing/catalogue.builders';
import { openCatalogueTestDatabase, type CatalogueTestDatabase } from '../testing/catalogue-test-database';
import { GetBoxForOpeningHandler } from './get-box-for-opening.handler';
import { GetBoxForOpeningQuery } from './get-box-for-opening.query';

let db: CatalogueTestDatabase;
let handler: GetBoxForOpeningHandler;
let clock: number;

beforeAll(async () => {
  db = await openCatalogueTestDatabase();
  handler = new GetBoxForOpeningHandler(db.cache, db.repository);
  clock = Date.UTC(2030, 0, 1);
  db.cache.now = () => clock;
});
afterAll(() => db.close());

const open = (boxId: string) => handler.execute(new GetBoxForOpeningQuery(boxId));

async function aSavedBox(weights: number[], positions?: number[]) {
  const items = weights.map((_, index) => anItem({ value: BigInt(100 * (index + 1)) }));
  for (const item of items) await db.repository.saveItem(item);
  const box = aBox(items.map((item, index) => [item, weights[index]] as const));
  const pool = box.pool.map((entry, index) => ({ ...entry, position: positions?.[index] ?? entry.position }));
  await db.repository.saveBox({ ...box, pool });
  return { box: { ...box, pool }, items };
}

describe('GetBoxForOpeningQuery', () => {
  it('returns the box, its price and its pool with each item, in the fairness draw order', async () => {
    const knife = anItem({ id: 'zz-knife', value: 50_000n, lv: Rarity.EXTRAORDINARY, dura: Wear.NOT_PAINTED, skin: '' });
    const skin = anItem({ id: 'aa-skin', value: 5n, lv: Rarity.CONSUMER });
    const other = anItem({ id: 'mm-other', value: 70n });
    for (const item of [knife, skin, other]) await db.repository.saveItem(item);
    // Positions tie for two items: then the item id decides.
    const box = aBox(
      [
        [knife, 1],
        [skin, 90],
        [other, 9],
      ],
      { price: 1234n, name_zh: '刀箱', name_en: 'Knife Box' },
    );
    const pool = [
      { ...box.pool[0], position: 0 },
      { ...box.pool[1], position: 1 },
      { ...box.pool[2], position: 0 },
    ];
    await db.repository.saveBox({ ...box, pool });

    const view = await open(box.id);
    expect(view).toMatchObject({
      id: box.id,
      name_zh: '刀箱',
      name_en: 'Knife Box',
      price: 1234n,
      enabled: true,
      category: 'classic',
    });
    expect(view!.cover).toBe(`/covers/boxes/${box.id}.svg`);
    expect(view!.pool.map((entry) => entry.itemId)).toEqual(['mm-other', 'zz-knife', 'aa-skin']);
    expect(view!.pool.map((entry) => [entry.itemId, entry.weight])).toEqual(orderBoxPool(pool));
    expect(view!.pool[1]).toEqual({
      itemId: 'zz-knife',
      position: 0,
      weight: 1,
      item: {
        id: 'zz-knife',
        name_zh: knife.name_zh,
        name_en: knife.name_en,
        hash_name: knife.hash_name,
        cover: '/covers/items/zz-knife.svg',
        value: 50_000n,
        lv: Rarity.EXTRAORDINARY,
        dura: Wear.NOT_PAINTED,
      },
    });
  });

  it('is null for an unknown box and reports a disabled one as enabled: false', async () => {
    expect(await open('no-such-box')).toBeNull();
    const { box } = await aSavedBox([1, 2]);
    await db.repository.setBoxEnabled(box.id, false);
    expect(await open(box.id)).toMatchObject({ id: box.id, enabled: false });
  });

  it('shows edits made through this module at once', async () => {
    const { box, items } = await aSavedBox([1, 2, 3]);
    expect((await open(box.id))!.price).toBe(box.price);
    await db.repository.saveBox({ ...box, price: 999n, pool: [{ itemId: items[0].id, weight: 7, position: 0 }] });
    const edited = await open(box.id);
    expect(edited!.price).toBe(999n);
    expect(edited!.pool.map((entry) => [entry.itemId, entry.weight])).toEqual([[items[0].id, 7]]);
    await db.repository.setBoxEnabled(box.id, false);
    expect((await open(box.id))!.enabled).toBe(false);
    await db.repository.saveItem({ ...items[0], value: 1n });
    expect((await open(box.id))!.pool[0].item.value).toBe(1n);
  });

  it("shows another process's edit once the TTL has passed", async () => {
    const { box } = await aSavedBox([1, 2]);
    expect((await open(box.id))!.price).toBe(box.price);
    // Another process writes the table; this process's cache knows nothing of it.
    await db.sql.query(`UPDATE catalogue_boxes SET price = 4321 WHERE id = $1`, [box.id]);
    expect((await open(box.id))!.price).toBe(box.price);
    clock += BOX_CACHE_TTL_MS;
    expect((await open(box.id))!.price).toBe(4321n);
  });

  it('serves repeated opens from memory', async () => {
    const { box } = await aSavedBox([5, 5]);
    const first = await open(box.id);
    expect(await open(box.id)).toBe(first);
  });
});
