// Read models of the shop-item streams: each purchase with its status (pending, completed,
// cancelled), and each item's stock left and units sold. Inline, so a response reads its own write.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { SHOP_ITEM, type ShopItemEvent } from './shop-item';

export const SHOP_PURCHASES_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_shop_purchases (
  purchase_id text PRIMARY KEY,
  shop_item_id text NOT NULL,
  player_id text NOT NULL,
  item_id text NOT NULL,
  num integer NOT NULL,
  points bigint NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS loyalty_shop_purchases_pending ON loyalty_shop_purchases (created_at) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS loyalty_shop_purchases_player ON loyalty_shop_purchases (player_id, created_at);`;

export const SHOP_STOCK_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_shop_stock (
  shop_item_id text PRIMARY KEY,
  stock bigint,
  sold bigint NOT NULL DEFAULT 0,
  stream_version integer NOT NULL
);`;

/** The batch's events on shop-item streams, typed, with the shop item each is about. */
function* shopItemEvents(
  events: readonly RecordedEvent[],
): Generator<{ shopItemId: string; typed: ShopItemEvent; event: RecordedEvent }> {
  for (const event of events) {
    const shopItemId = SHOP_ITEM.idOf(event.streamId);
    if (shopItemId === null) continue;
    yield { shopItemId, typed: { type: event.type, data: event.data } as unknown as ShopItemEvent, event };
  }
}

export class ShopPurchasesProjection implements Projection {
  readonly name = 'loyalty.shop-purchases';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const { shopItemId, typed, event } of shopItemEvents(events)) {
      const at = event.createdAt.toISOString();
      if (typed.type === 'ShopPurchaseReserved') {
        await tx.query(
          `INSERT INTO loyalty_shop_purchases (purchase_id, shop_item_id, player_id, item_id, num, points, status, created_at, updated_at, stream_version)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7, $8) ON CONFLICT (purchase_id) DO NOTHING`,
          [
            typed.data.purchase_id,
            shopItemId,
            typed.data.player_id,
            typed.data.item_id,
            typed.data.num,
            typed.data.points,
            at,
            event.streamVersion,
          ],
        );
      } else if (typed.type === 'ShopPurchaseCompleted' || typed.type === 'ShopPurchaseCancelled') {
        await tx.query(
          `UPDATE loyalty_shop_purchases SET status = $2, updated_at = $3, stream_version = $4
            WHERE purchase_id = $1 AND stream_version < $4`,
          [
            typed.data.purchase_id,
            typed.type === 'ShopPurchaseCompleted' ? 'completed' : 'cancelled',
            at,
            event.streamVersion,
          ],
        );
      }
    }
  }
}

export class ShopStockProjection implements Projection {
  readonly name = 'loyalty.shop-stock';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const { shopItemId, typed, event } of shopItemEvents(events)) {
      let stock: string | null | undefined;
      let sold = 0;
      if (typed.type === 'ShopStockSet') stock = typed.data.stock;
      else if (typed.type === 'ShopPurchaseReserved' || typed.type === 'ShopPurchaseCancelled')
        stock = typed.data.stock_after;
      if (typed.type === 'ShopPurchaseCompleted') sold = typed.data.num;
      await tx.query(
        `INSERT INTO loyalty_shop_stock (shop_item_id, stock, sold, stream_version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (shop_item_id) DO UPDATE SET
           stock = CASE WHEN $5 THEN excluded.stock ELSE loyalty_shop_stock.stock END,
           sold = loyalty_shop_stock.sold + excluded.sold,
           stream_version = excluded.stream_version
         WHERE loyalty_shop_stock.stream_version < excluded.stream_version`,
        [shopItemId, stock ?? null, sold, event.streamVersion, stock !== undefined],
      );
    }
  }
}
