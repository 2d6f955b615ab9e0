// Loads the demo loyalty rewards (demo-loyalty.ts) at start when SEED_DEMO is on, once, on a
// database whose loyalty rewards are empty and whose catalogue holds the demo items (the demo
// catalogue was loaded). Several processes starting together: the table lock makes the second wait
// for the first to commit, after which it finds the shop filled and loads nothing.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { FreeBoxesRepository } from '../free-boxes/free-boxes.repository';
import { RedPacketsService } from '../red-packets/red-packets.service';
import { ShopItemsRepository } from '../shop/shop-items.repository';
import { ShopService } from '../shop/shop.service';
import { WelfareClock } from '../welfare/welfare-clock';
import { DEMO_FREE_BOXES, DEMO_SHOP_ITEMS, DEMO_STAFF_ID, demoRedPacket } from './demo-loyalty';

@Injectable()
export class DemoLoyaltyLoader {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly shopItems: ShopItemsRepository,
    private readonly shop: ShopService,
    private readonly freeBoxes: FreeBoxesRepository,
    private readonly redPackets: RedPacketsService,
    private readonly clock: WelfareClock,
  ) {}

  /** True when this call loaded them. */
  async loadIfEmpty(): Promise<boolean> {
    const found = await this.shop.catalogueItems(DEMO_SHOP_ITEMS.map((item) => item.itemId));
    if (found.size < DEMO_SHOP_ITEMS.length) return false;
    const loaded = await this.sql.transaction(async (tx) => {
      // SHARE ROW EXCLUSIVE conflicts with itself and with writers, not with readers.
      await tx.query('LOCK TABLE loyalty_shop_items, loyalty_free_boxes IN SHARE ROW EXCLUSIVE MODE');
      const { rows } = await tx.query<{ n: string }>(
        `SELECT ((SELECT count(*) FROM loyalty_shop_items) + (SELECT count(*) FROM loyalty_free_boxes)
           + (SELECT count(*) FROM loyalty_red_packets))::text AS n`,
      );
      if (rows[0].n !== '0') return false;
      // Unlimited stock: a shop item's stream needs no event until its stock is set.
      for (const item of DEMO_SHOP_ITEMS) await this.shopItems.upsert(tx, { ...item, enabled: true });
      for (const box of DEMO_FREE_BOXES) await this.freeBoxes.upsert(tx, box);
      return true;
    });
    if (loaded) await this.redPackets.create(demoRedPacket(this.clock.now()), DEMO_STAFF_ID);
    return loaded;
  }
}
