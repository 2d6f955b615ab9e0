// SaveBoxCommand and SetBoxEnabledCommand through their handlers: what is refused changes nothing.
import { SaveItemHandler } from '../save-item/save-item.handler';
import { SaveItemCommand } from '../save-item/save-item.command';
import { SetBoxEnabledCommand } from '../set-box-enabled/set-box-enabled.command';
import { SetBoxEnabledHandler } from '../set-box-enabled/set-box-enabled.handler';
import { aBox, anItem } from '../testing/catalogue.builders';
import { openCatalogueTestDatabase, type CatalogueTestDatabase } from '../testing/catalogue-test-database';
import { SaveBoxCommand } from './save-box.command';
import { SaveBoxHandler } from './save-box.handler';
import { refusalOf } from '../../platform/testing/refusal';

let db: CatalogueTestDatabase;
let saveBox: SaveBoxHandler;
let saveItem: SaveItemHandler;

beforeAll(async () => {
  db = await openCatalogueTestDatabase();
  saveBox = new SaveBoxHandler(db.repository);
  saveItem = new SaveItemHandler(db.repository);
});
afterAll(() => db.close());

describe('SaveBoxCommand', () => {
  it('creates a box, then replaces its fields and its whole pool', async () => {
    const [a, b, c] = [anItem(), anItem(), anItem()];
    for (const item of [a, b, c]) await saveItem.execute(new SaveItemCommand(item));
    const box = aBox([
      [a, 1],
      [b, 2],
    ]);
    await saveBox.execute(new SaveBoxCommand(box));
    await saveBox.execute(
      new SaveBoxCommand({ ...box, name_en: 'Renamed', price: 555n, pool: [{ itemId: c.id, weight: 9 }] }),
    );
    const saved = await db.repository.findBox(box.id);
    expect(saved).toMatchObject({ name_en: 'Renamed', price: 555n });
    expect(saved!.pool.map((entry) => [entry.itemId, entry.position, entry.weight])).toEqual([[c.id, 0, 9]]);
  });

  it('refuses invalid fields (400 VALIDATION_FAILED naming them) and writes nothing', async () => {
    const item = anItem();
    await saveItem.execute(new SaveItemCommand(item));
    const box = aBox([[item, 0]], { price: -5n });
    const error = await refusalOf(saveBox.execute(new SaveBoxCommand(box)));
    expect(error.key).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors?.map((problem) => problem.field)).toEqual(['price', 'pool.0.weight']);
    expect(await db.repository.findBox(box.id)).toBeNull();
  });

  it('refuses a pool naming an unknown item, and keeps the box as it was', async () => {
    const item = anItem();
    await saveItem.execute(new SaveItemCommand(item));
    const box = aBox([[item, 1]]);
    await saveBox.execute(new SaveBoxCommand(box));
    const error = await refusalOf(
      saveBox.execute(
        new SaveBoxCommand({
          ...box,
          price: 1n,
          pool: [
            { itemId: item.id, weight: 1 },
            { itemId: 'no-such-item', weight: 1 },
          ],
        }),
      ),
    );
    expect(error.key).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([
      { field: 'pool.1.itemId', message: { en: 'no item no-such-item', zh: '饰品 no-such-item 不存在' } },
    ]);
    expect(await db.repository.findBox(box.id)).toMatchObject({ price: box.price, pool: [{ itemId: item.id }] });
  });
});

describe('SaveItemCommand', () => {
  it('refuses an invalid item and writes nothing', async () => {
    const item = anItem({ lv: 99 });
    const error = await refusalOf(saveItem.execute(new SaveItemCommand(item)));
    expect(error.fieldErrors?.map((problem) => problem.field)).toEqual(['lv']);
    expect(await db.repository.findItems([item.id])).toEqual([]);
  });
});

describe('SetBoxEnabledCommand', () => {
  it('hides and lists a box; an unknown box is 404 BOX_NOT_FOUND', async () => {
    const item = anItem();
    await saveItem.execute(new SaveItemCommand(item));
    const box = aBox([[item, 1]]);
    await saveBox.execute(new SaveBoxCommand(box));
    const handler = new SetBoxEnabledHandler(db.repository);
    await handler.execute(new SetBoxEnabledCommand(box.id, false));
    expect((await db.repository.findBox(box.id))!.enabled).toBe(false);
    await handler.execute(new SetBoxEnabledCommand(box.id, true));
    expect((await db.repository.findBox(box.id))!.enabled).toBe(true);
    expect((await refusalOf(handler.execute(new SetBoxEnabledCommand('no-such-box', false)))).key).toBe(
      'BOX_NOT_FOUND',
    );
  });
});
