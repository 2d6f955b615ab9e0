// The staff-managed shop items: a catalogue item, its points price, enabled, its order. The stock
// is not here: it lives on the item's stream (shop-item.ts), so purchases check it race-free.
import { Inject, Injectable } from '@nestjs/common';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

export const SHOP_ITEMS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'loyalty-011-shop-items',
    sql: `
CREATE TABLE IF NOT EXISTS loyalty_shop_items (
  id text PRIMARY KEY,
  item_id text NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);`,
  },
];

export interface ShopItemRow {
  id: string;
  itemId: string;
  /** Points per unit (whole points). */
  price: bigint;
  enabled: boolean;
  sort: number;
  /** From the stock read model: left to sell (null: unlimited), units sold. */
  stock: bigint | null;
  sold: bigint;
}

interface Row {
  id: string;
  item_id: string;
  price: string;
  enabled: boolean;
  sort: number;
  stock: string | null;
  sold: string | null;
}

const SELECT = `SELECT i.id, i.item_id, i.price::text AS price, i.enabled, i.sort, s.stock::text AS stock, s.sold::text AS sold
  FROM loyalty_shop_items i LEFT JOIN loyalty_shop_stock s ON s.shop_item_id = i.id`;

function toRow(row: Row): ShopItemRow {
  return {
    id: row.id,
    itemId: row.item_id,
    price: BigInt(row.price),
    enabled: row.enabled,
    sort: Number(row.sort),
    stock: row.stock === null ? null : BigInt(row.stock),
    sold: BigInt(row.sold ?? '0'),
  };
}

@Injectable()
export class ShopItemsRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async all(tx: SqlExecutor = this.sql): Promise<ShopItemRow[]> {
    const { rows } = await tx.query<Row>(`${SELECT} ORDER BY i.sort, i.created_at, i.id`);
    return rows.map(toRow);
  }

  async byId(id: string, tx: SqlExecutor = this.sql): Promise<ShopItemRow | null> {
    const { rows } = await tx.query<Row>(`${SELECT} WHERE i.id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async upsert(tx: SqlExecutor, row: Pick<ShopItemRow, 'id' | 'itemId' | 'price' | 'enabled' | 'sort'>): Promise<void> {
    await tx.query(
      `INSERT INTO loyalty_shop_items (id, item_id, price, enabled, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET item_id = excluded.item_id, price = excluded.price, enabled = excluded.enabled,
         sort = excluded.sort, updated_at = now()`,
      [row.id, row.itemId, row.price.toString(), row.enabled, row.sort],
    );
  }
}
