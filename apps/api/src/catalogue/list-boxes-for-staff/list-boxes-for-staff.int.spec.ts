import { aBox, anItem } from '../testing/catalogue.builders';
import { openCatalogueTestDatabase, type CatalogueTestDatabase } from '../testing/catalogue-test-database';
import { ListBoxesForStaffHandler } from './list-boxes-for-staff.handler';

let db: CatalogueTestDatabase;

beforeAll(async () => {
  db = await openCatalogueTestDatabase();
});
afterAll(() => db.close());

describe('ListBoxesForStaffQuery', () => {
  it('lists every box, enabled or not, in listing order, with its exact RTP', async () => {
    const cheap = anItem({ value: 100n });
    const dear = anItem({ value: 500n });
    await db.repository.saveItem(cheap);
    await db.repository.saveItem(dear);
    // E = (3 * 1.00 + 1 * 5.00) / 4 = 2.00; price 2.23 -> 89.686... % -> "89.69".
    const second = aBox(
      [
        [cheap, 3],
        [dear, 1],
      ],
      { id: 'b-second', price: 223n, sortOrder: 20, category: 'weapon' },
    );
    // E = 1.00 over 3.00 -> 33.33 %; disabled boxes are listed too.
    const first = aBox([[cheap, 1]], { id: 'a-first', price: 300n, sortOrder: 10, enabled: false });
    await db.repository.saveBox(second);
    await db.repository.saveBox(first);

    const boxes = await new ListBoxesForStaffHandler(db.repository).execute();
    expect(boxes.map((box) => box.id)).toEqual(['a-first', 'b-second']);
    expect(boxes[1]).toEqual({
      id: 'b-second',
      name_zh: second.name_zh,
      name_en: second.name_en,
      cover: '/covers/boxes/b-second.svg',
      category: 'weapon',
      price: 223n,
      enabled: true,
      sortOrder: 20,
      itemCount: 2,
      rtp: '89.69',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(boxes[0]).toMatchObject({ enabled: false, itemCount: 1, rtp: '33.33' });
  });
});
