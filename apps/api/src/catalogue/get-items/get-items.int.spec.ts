import { aBox, anItem } from '../testing/catalogue.builders';
import { openCatalogueTestDatabase, type CatalogueTestDatabase } from '../testing/catalogue-test-database';
import { GetItemsHandler } from './get-items.handler';
import { GetItemsQuery } from './get-items.query';

let db: CatalogueTestDatabase;
let handler: GetItemsHandler;

beforeAll(async () => {
  db = await openCatalogueTestDatabase();
  handler = new GetItemsHandler(db.repository);
});
afterAll(() => db.close());

describe('GetItemsQuery', () => {
  it('returns the items asked for, in the order asked, each once, leaving out unknown ids', async () => {
    const [a, b, c] = [anItem({ value: 1n }), anItem({ value: 2n, cover: '/uploads/b.png' }), anItem({ value: 3n })];
    for (const item of [a, b, c]) await db.repository.saveItem(item);
    await db.repository.saveBox(aBox([[a, 1]]));
    const items = await handler.execute(new GetItemsQuery([c.id, 'unknown', a.id, c.id, b.id]));
    expect(items.map((item) => item.id)).toEqual([c.id, a.id, b.id]);
    expect(items[2]).toEqual({
      id: b.id,
      name_zh: b.name_zh,
      name_en: b.name_en,
      hash_name: b.hash_name,
      cover: '/uploads/b.png',
      value: 2n,
      lv: b.lv,
      dura: b.dura,
    });
    expect(typeof items[0].value).toBe('bigint');
  });

  it('is empty for no ids', async () => {
    expect(await handler.execute(new GetItemsQuery([]))).toEqual([]);
  });
});
