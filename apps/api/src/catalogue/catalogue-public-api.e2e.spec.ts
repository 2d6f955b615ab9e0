// The catalogue's public API as other contexts use it, through the running app's buses: the box
// for opening, items, the staff list, and edits that the player API shows at once.
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { parseAmount } from '@lootledger/contracts';
import { ApiClient } from '../platform/testing/api-client';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { GetBoxForOpeningQuery } from './get-box-for-opening/get-box-for-opening.query';
import { GetItemsQuery } from './get-items/get-items.query';
import { ListBoxesForStaffQuery } from './list-boxes-for-staff/list-boxes-for-staff.query';
import { SaveBoxCommand } from './save-box/save-box.command';
import { SaveItemCommand } from './save-item/save-item.command';
import { SetBoxEnabledCommand } from './set-box-enabled/set-box-enabled.command';
import { isRtpWithin } from './domain/box-rtp';
import { aBox, anItem } from './testing';
import { DEMO_BOXES, DEMO_ITEMS } from './demo/demo-catalogue';

let testApp: TestApp;
let api: ApiClient;
let queries: QueryBus;
let commands: CommandBus;

beforeAll(async () => {
  testApp = await startTestApp({ seedDemo: true });
  api = new ApiClient(testApp.baseUrl);
  queries = testApp.app.get(QueryBus);
  commands = testApp.app.get(CommandBus);
});
afterAll(() => testApp.close());

describe('the catalogue public API (e2e)', () => {
  it('GetBoxForOpeningQuery gives the price and the pool in the order GET /api/box/{id} shows', async () => {
    const box = await queries.execute(new GetBoxForOpeningQuery('doppler'));
    const page = (await api.get<{ price: string; items: { id: string; weight: number }[] }>('/api/box/doppler')).body
      .data;
    expect(box!.price).toBe(parseAmount(page.price));
    expect(box!.pool.map((entry) => [entry.itemId, entry.weight])).toEqual(
      page.items.map((item) => [item.id, item.weight]),
    );
    expect(await queries.execute(new GetBoxForOpeningQuery('no-such-box'))).toBeNull();
  });

  it('GetItemsQuery gives items by id', async () => {
    const items = await queries.execute(new GetItemsQuery(['karambit-vanilla', 'ak-47-redline-ft']));
    expect(items.map((item) => [item.id, item.value])).toEqual([
      ['karambit-vanilla', 69_000n],
      ['ak-47-redline-ft', 4_000n],
    ]);
  });

  it('ListBoxesForStaffQuery lists every demo box with an RTP between 85 and 95 %', async () => {
    const boxes = await queries.execute(new ListBoxesForStaffQuery());
    expect(boxes.map((box) => box.id)).toEqual(DEMO_BOXES.map((box) => box.id));
    for (const box of boxes) {
      expect(Number(box.rtp)).toBeGreaterThanOrEqual(85);
      expect(Number(box.rtp)).toBeLessThanOrEqual(95);
    }
    const values = new Map(DEMO_ITEMS.map((item) => [item.id, item.value]));
    for (const demo of DEMO_BOXES) {
      const pool = demo.pool.map((entry) => ({ weight: entry.weight, value: values.get(entry.itemId)! }));
      expect(isRtpWithin(pool, demo.price, { min: 85, max: 95 })).toBe(true);
    }
  });

  it('an edit through the commands shows on the player API and to box opening at once', async () => {
    const item = anItem({ value: 900n });
    await commands.execute(new SaveItemCommand(item));
    const box = aBox([[item, 1]], { price: 1000n, name_en: 'Fresh', sortOrder: 1 });
    await commands.execute(new SaveBoxCommand(box));
    expect((await api.get<{ id: string }[]>('/api/boxes')).body.data[0].id).toBe(box.id);
    await queries.execute(new GetBoxForOpeningQuery(box.id)); // now cached
    await commands.execute(new SaveBoxCommand({ ...box, price: 1200n }));
    expect((await queries.execute(new GetBoxForOpeningQuery(box.id)))!.price).toBe(1200n);
    expect((await api.get<{ price: string }>(`/api/box/${box.id}`)).body.data.price).toBe('12.00');
    await commands.execute(new SetBoxEnabledCommand(box.id, false));
    expect((await queries.execute(new GetBoxForOpeningQuery(box.id)))!.enabled).toBe(false);
    expect((await api.get(`/api/box/${box.id}`)).status).toBe(404);
  });
});
