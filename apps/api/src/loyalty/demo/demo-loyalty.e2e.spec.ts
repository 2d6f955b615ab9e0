// SEED_DEMO fills the loyalty pages of a fresh install: an app started with the demo catalogue has a
// stocked points shop (every item named, at a points price), daily free boxes over demo boxes and one
// open red-packet campaign; loading again (a restart) adds nothing; the ledger audit stays clean.
import type { FreeBoxResponse, Paged, RedPacketResponse, ShopItemResponse } from '@lootledger/contracts';
import { runAudit } from '../../audit';
import { gamesSuite } from '../../games/testing';
import { aPlayer } from '../../identity/testing';
import { DEMO_FREE_BOXES, DEMO_SHOP_ITEMS } from './demo-loyalty';
import { DemoLoyaltyLoader } from './demo-loyalty.loader';

const suite = gamesSuite();

describe('demo loyalty rewards (SEED_DEMO)', () => {
  it('stocks the shop, the daily free boxes and one open red packet, once', async () => {
    const shop = await suite.client.get<Paged<ShopItemResponse>>('/api/shop/items?per_page=50', {
      lang: 'en',
    });
    expect(shop.status).toBe(200);
    const items = shop.body.data.data;
    expect(items.map((item) => item.id)).toEqual(DEMO_SHOP_ITEMS.map((item) => item.id));
    for (const item of items) {
      expect(item.name).not.toBe('');
      expect(Number(item.price)).toBeGreaterThan(0);
      expect(item.stock).toBeNull();
    }
    expect(items.find((item) => item.id === 'demo-awp-asiimov')).toMatchObject({
      name: 'AWP | Asiimov',
      price: '1200',
    });

    const freeBoxes = await suite.client.get<FreeBoxResponse[]>('/api/free-boxes');
    expect(freeBoxes.body.data.map((box) => box.box_id)).toEqual(DEMO_FREE_BOXES.map((box) => box.boxId));
    expect(freeBoxes.body.data[0]).toMatchObject({ unlock_type: 'vip', unlock_value: '0' });

    const player = await aPlayer(suite.client).register();
    const packets = await suite.client.get<RedPacketResponse[]>('/api/red_packets', {
      token: player.token,
      lang: 'en',
    });
    expect(packets.body.data).toHaveLength(1);
    expect(packets.body.data[0]).toMatchObject({ title: 'Grand opening red packet', total: '888.00', left: 100 });

    expect(await suite.app.app.get(DemoLoyaltyLoader).loadIfEmpty()).toBe(false);
    expect(
      (await suite.client.get<Paged<ShopItemResponse>>('/api/shop/items?per_page=50')).body.data.data,
    ).toHaveLength(DEMO_SHOP_ITEMS.length);
    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});
