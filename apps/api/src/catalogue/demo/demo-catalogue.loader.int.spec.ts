// Loading the demo catalogue: once on an empty catalogue, never twice, never over staff's catalogue,
// and once when two processes start together on the same database.
import { createSqlClient } from '@lootledger/event-store';
import { BoxCache } from '../store/box.cache';
import { CatalogueRepository } from '../store/catalogue.repository';
import { aBox, anItem } from '../testing/catalogue.builders';
import { openCatalogueTestDatabase, type CatalogueTestDatabase } from '../testing/catalogue-test-database';
import { DEMO_BOXES, DEMO_ITEMS } from './demo-catalogue';
import { DemoCatalogueLoader } from './demo-catalogue.loader';

let db: CatalogueTestDatabase;

beforeEach(async () => {
  db = await openCatalogueTestDatabase();
});
afterEach(() => db.close());

async function counts(): Promise<{ items: number; boxes: number; pools: number }> {
  const { rows } = await db.sql.query<{ items: string | number; boxes: string | number; pools: string | number }>(
    `SELECT (SELECT count(*) FROM catalogue_items) AS items, (SELECT count(*) FROM catalogue_boxes) AS boxes,
            (SELECT count(*) FROM catalogue_box_items) AS pools`,
  );
  return { items: Number(rows[0].items), boxes: Number(rows[0].boxes), pools: Number(rows[0].pools) };
}

const demoCounts = {
  items: DEMO_ITEMS.length,
  boxes: DEMO_BOXES.length,
  pools: DEMO_BOXES.reduce((sum, box) => sum + box.pool.length, 0),
};

describe('DemoCatalogueLoader', () => {
  it('loads the whole demo catalogue into an empty one, and nothing the second time', async () => {
    const loader = new DemoCatalogueLoader(db.sql, db.repository);
    expect(await loader.loadIfEmpty()).toEqual({ loaded: true, items: DEMO_ITEMS.length, boxes: DEMO_BOXES.length });
    expect(await counts()).toEqual(demoCounts);
    expect(await loader.loadIfEmpty()).toEqual({ loaded: false, items: 0, boxes: 0 });
    expect(await counts()).toEqual(demoCounts);
  });

  it('stores the demo prices and pools as defined', async () => {
    await new DemoCatalogueLoader(db.sql, db.repository).loadIfEmpty();
    const redline = DEMO_BOXES.find((box) => box.id === 'redline')!;
    const box = await db.repository.findBox('redline');
    expect(box).toMatchObject({
      name_en: 'Redline',
      name_zh: '红线',
      price: redline.price,
      enabled: true,
      cover: '/covers/boxes/redline.svg',
    });
    expect(box!.pool.map((entry) => [entry.itemId, entry.weight])).toEqual(
      redline.pool.map((entry) => [entry.itemId, entry.weight]),
    );
  });

  it("leaves a catalogue that is not empty alone (staff's own boxes)", async () => {
    const item = anItem();
    await db.repository.saveItem(item);
    await db.repository.saveBox(aBox([[item, 1]]));
    expect(await new DemoCatalogueLoader(db.sql, db.repository).loadIfEmpty()).toMatchObject({ loaded: false });
    expect(await counts()).toEqual({ items: 1, boxes: 1, pools: 1 });
  });

  it('loads once when two processes start at the same moment', async () => {
    // On PostgreSQL a second client is a second process; PGlite is one connection, so one client.
    const other = db.url ? await createSqlClient({ databaseUrl: db.url, poolSize: 2 }) : db.sql;
    try {
      const first = new DemoCatalogueLoader(db.sql, db.repository);
      const second = new DemoCatalogueLoader(other, new CatalogueRepository(other, new BoxCache()));
      const results = await Promise.all([first.loadIfEmpty(), second.loadIfEmpty()]);
      expect(results.filter((result) => result.loaded)).toHaveLength(1);
      expect(await counts()).toEqual(demoCounts);
    } finally {
      if (other !== db.sql) await other.close();
    }
  });

  it('invalidates the box cache after a load', async () => {
    const cache = db.cache;
    await cache.get('redline', (id) => db.repository.findBox(id));
    expect(await cache.get('redline', (id) => db.repository.findBox(id))).toBeNull();
    await new DemoCatalogueLoader(db.sql, db.repository).loadIfEmpty();
    expect(await cache.get('redline', (id) => db.repository.findBox(id))).toMatchObject({ id: 'redline' });
  });
});
