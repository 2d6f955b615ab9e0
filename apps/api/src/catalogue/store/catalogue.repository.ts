// The catalogue's tables, read and written. Every write goes through here and invalidates the box
// cache after it commits, so GetBoxForOpeningQuery in this process never serves an edited box stale.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import type { BoxCategory, Rarity, Wear } from '@lootledger/contracts';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { ItemCoverInput } from '../covers/cover-image';
import type { BoxInput, ItemInput } from '../domain/catalogue-rules';
import { inDrawOrder } from '../domain/draw-order';
import type { BoxForOpeningView, BoxPoolEntryView, BoxView } from '../get-box-for-opening/get-box-for-opening.query';
import type { CatalogueItemView } from '../get-items/get-items.query';
import type { EnabledBoxView } from '../list-enabled-boxes/list-enabled-boxes.query';
import type { ItemListRequest, StaffItemPage } from '../list-items-for-staff/list-items-for-staff.query';
import { BoxCache } from './box.cache';
import { insertPools, upsertBoxes, upsertItems } from './catalogue-bulk-writes';

interface ItemRow {
  id: string;
  name_zh: string;
  name_en: string;
  hash_name: string;
  cover: string;
  value: string | number | bigint;
  lv: number;
  dura: number;
}

interface BoxRow {
  id: string;
  name_zh: string;
  name_en: string;
  cover: string;
  price: string | number | bigint;
  category: string;
  enabled: boolean;
  sort_order: number;
  updated_at: Date | string;
}

export interface BoxWithPoolValues {
  box: BoxView & { sortOrder: number; updatedAt: Date };
  pool: { weight: number; value: bigint }[];
}

const ITEM_COLUMNS = 'i.id, i.name_zh, i.name_en, i.hash_name, i.cover, i.value, i.lv, i.dura';
interface PoolItemRow {
  position: number;
  weight: number;
  item_id: string;
  item_name_zh: string;
  item_name_en: string;
  item_hash_name: string;
  item_cover: string;
  item_value: string | number | bigint;
  item_lv: number;
  item_dura: number;
}

const POOL_ITEM_COLUMNS = `bi.position, bi.weight, i.id AS item_id, i.name_zh AS item_name_zh, i.name_en AS item_name_en,
  i.hash_name AS item_hash_name, i.cover AS item_cover, i.value AS item_value, i.lv AS item_lv, i.dura AS item_dura`;
const BOX_COLUMNS = 'b.id, b.name_zh, b.name_en, b.cover, b.price, b.category, b.enabled, b.sort_order, b.updated_at';

function toItem(row: ItemRow): CatalogueItemView {
  return {
    id: row.id,
    name_zh: row.name_zh,
    name_en: row.name_en,
    hash_name: row.hash_name,
    cover: row.cover,
    value: BigInt(row.value),
    lv: Number(row.lv) as Rarity,
    dura: Number(row.dura) as Wear,
  };
}

function toBox(row: BoxRow) {
  return {
    id: row.id,
    name_zh: row.name_zh,
    name_en: row.name_en,
    cover: row.cover,
    category: row.category as BoxCategory,
    price: BigInt(row.price),
    enabled: row.enabled,
    sortOrder: Number(row.sort_order),
    updatedAt: new Date(row.updated_at),
  };
}

export class UnknownItemsError extends Error {
  constructor(readonly itemIds: readonly string[]) {
    super(`unknown items: ${itemIds.join(', ')}`);
  }
}

@Injectable()
export class CatalogueRepository {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly cache: BoxCache,
  ) {}

  /** A box with its pool in draw order (uncached: GetBoxForOpeningQuery caches it). One statement: one snapshot. */
  async findBox(boxId: string): Promise<BoxForOpeningView | null> {
    return (await this.findBoxForStaff(boxId))?.box ?? null;
  }

  /** findBox plus what only staff see: the listing order and the last change. */
  async findBoxForStaff(boxId: string): Promise<{ box: BoxForOpeningView; sortOrder: number; updatedAt: Date } | null> {
    const { rows } = await this.sql.query<BoxRow & PoolItemRow>(
      `SELECT ${BOX_COLUMNS}, ${POOL_ITEM_COLUMNS}
         FROM catalogue_boxes b
         LEFT JOIN catalogue_box_items bi ON bi.box_id = b.id
         LEFT JOIN catalogue_items i ON i.id = bi.item_id
        WHERE b.id = $1`,
      [boxId],
    );
    if (rows.length === 0) return null;
    const { sortOrder, updatedAt, ...box } = toBox(rows[0]);
    const entries: BoxPoolEntryView[] = rows
      .filter((row) => row.item_id !== null)
      .map((row) => ({
        itemId: row.item_id,
        position: Number(row.position),
        weight: Number(row.weight),
        item: toItem({
          id: row.item_id,
          name_zh: row.item_name_zh,
          name_en: row.item_name_en,
          hash_name: row.item_hash_name,
          cover: row.item_cover,
          value: row.item_value,
          lv: row.item_lv,
          dura: row.item_dura,
        }),
      }));
    return { box: { ...box, pool: inDrawOrder(entries) }, sortOrder, updatedAt };
  }

  async findItems(itemIds: readonly string[]): Promise<CatalogueItemView[]> {
    if (itemIds.length === 0) return [];
    const { rows } = await this.sql.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM catalogue_items i WHERE i.id = ANY($1::text[])`,
      [[...itemIds]],
    );
    return rows.map(toItem);
  }

  /** A page of items for the admin console, with the total matching the filter. */
  async listItemsForStaff(request: ItemListRequest): Promise<StaffItemPage> {
    const { filter, sort } = request;
    const where = `WHERE ($1::text IS NULL OR i.id ILIKE $1 OR i.name_zh ILIKE $1 OR i.name_en ILIKE $1 OR i.hash_name ILIKE $1)
        AND ($2::int IS NULL OR i.lv = $2) AND ($3::int IS NULL OR i.dura = $3)
        AND ($4::text[] IS NULL OR i.id = ANY($4::text[]))`;
    const params = [
      filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
      filter.lv ?? null,
      filter.dura ?? null,
      filter.ids ? [...filter.ids] : null,
    ];
    // The sort column comes from a fixed list, never from the request's text.
    const column = { id: 'i.id', name_en: 'i.name_en', value: 'i.value', lv: 'i.lv' }[sort.field];
    const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const [{ rows }, counted] = await Promise.all([
      this.sql.query<
        ItemRow & {
          weapon: string;
          skin: string;
          box_count: string;
          created_at: Date | string;
          updated_at: Date | string;
        }
      >(
        `SELECT ${ITEM_COLUMNS}, i.weapon, i.skin, i.created_at, i.updated_at,
                (SELECT count(*) FROM catalogue_box_items bi WHERE bi.item_id = i.id)::text AS box_count
           FROM catalogue_items i ${where}
          ORDER BY ${column} ${direction}, i.id ${direction}
          LIMIT $5 OFFSET $6`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM catalogue_items i ${where}`, params),
    ]);
    return {
      items: rows.map((row) => ({
        ...toItem(row),
        weapon: row.weapon,
        skin: row.skin,
        boxCount: Number(row.box_count),
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
      total: Number(counted.rows[0].total),
    };
  }

  /**
   * Items in an enabled box's pool whose value is in [min, max], by value then id (contract
   * candidates): picked from the cached list of every pooled item (a contract used to scan the
   * catalogue's tables).
   */
  async listItemsInValueRange(min: bigint, max: bigint): Promise<CatalogueItemView[]> {
    const pooled = await this.cache.itemsInPools(async () => {
      const { rows } = await this.sql.query<ItemRow>(
        `SELECT ${ITEM_COLUMNS} FROM catalogue_items i
          WHERE EXISTS (SELECT 1 FROM catalogue_box_items bi JOIN catalogue_boxes b ON b.id = bi.box_id
                         WHERE bi.item_id = i.id AND b.enabled)
          ORDER BY i.value, i.id`,
      );
      return rows.map(toItem);
    });
    return pooled.filter((item) => item.value >= min && item.value <= max);
  }

  /** What an item's generated cover shows. */
  async findItemCover(itemId: string): Promise<ItemCoverInput | null> {
    const { rows } = await this.sql.query<ItemCoverInput>(
      `SELECT id, name_en, name_zh, weapon, skin, lv, dura FROM catalogue_items WHERE id = $1`,
      [itemId],
    );
    return rows[0] ? { ...rows[0], lv: Number(rows[0].lv), dura: Number(rows[0].dura) } : null;
  }

  /** Enabled boxes in listing order (sort order, then id). */
  async listEnabledBoxes(filter: { category?: BoxCategory; offset: number; limit: number }): Promise<EnabledBoxView[]> {
    const { rows } = await this.sql.query<BoxRow>(
      `SELECT ${BOX_COLUMNS} FROM catalogue_boxes b
        WHERE b.enabled AND ($1::text IS NULL OR b.category = $1::text)
        ORDER BY b.sort_order, b.id
        LIMIT $2 OFFSET $3`,
      [filter.category ?? null, filter.limit, filter.offset],
    );
    return rows.map((row) => {
      const box = toBox(row);
      return {
        id: box.id,
        name_zh: box.name_zh,
        name_en: box.name_en,
        cover: box.cover,
        price: box.price,
        category: box.category,
      };
    });
  }

  /** Every box (enabled or not) with the weights and values of its pool, for RTP figures. */
  async listBoxesWithPoolValues(): Promise<BoxWithPoolValues[]> {
    const { rows } = await this.sql.query<BoxRow & { weight: number | null; value: string | number | bigint | null }>(
      `SELECT ${BOX_COLUMNS}, bi.weight, i.value
         FROM catalogue_boxes b
         LEFT JOIN catalogue_box_items bi ON bi.box_id = b.id
         LEFT JOIN catalogue_items i ON i.id = bi.item_id
        ORDER BY b.sort_order, b.id`,
    );
    const boxes = new Map<string, BoxWithPoolValues>();
    for (const row of rows) {
      let entry = boxes.get(row.id);
      if (!entry) {
        entry = { box: toBox(row), pool: [] };
        boxes.set(row.id, entry);
      }
      if (row.weight !== null && row.value !== null)
        entry.pool.push({ weight: Number(row.weight), value: BigInt(row.value) });
    }
    return [...boxes.values()];
  }

  async isEmpty(executor: SqlExecutor = this.sql): Promise<boolean> {
    const { rows } = await executor.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM catalogue_items) OR EXISTS (SELECT 1 FROM catalogue_boxes) AS found`,
    );
    return !rows[0].found;
  }

  /** Creates or replaces an item (by id). */
  async saveItem(input: ItemInput): Promise<void> {
    await upsertItems(this.sql, [input]);
    this.cache.invalidate();
  }

  /** Creates or replaces a box and its whole pool, in one transaction. */
  async saveBox(input: BoxInput): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const itemIds = input.pool.map((entry) => entry.itemId);
      const { rows } = await tx.query<{ id: string }>(`SELECT id FROM catalogue_items WHERE id = ANY($1::text[])`, [
        itemIds,
      ]);
      const known = new Set(rows.map((row) => row.id));
      const unknown = itemIds.filter((itemId) => !known.has(itemId));
      if (unknown.length > 0) throw new UnknownItemsError(unknown);
      await upsertBoxes(tx, [input]);
      await tx.query(`DELETE FROM catalogue_box_items WHERE box_id = $1`, [input.id]);
      await insertPools(tx, [input]);
    });
    this.cache.invalidate();
  }

  /** false when there is no such box. */
  async setBoxEnabled(boxId: string, enabled: boolean): Promise<boolean> {
    const { rows } = await this.sql.query(
      `UPDATE catalogue_boxes SET enabled = $2, updated_at = now() WHERE id = $1 RETURNING id`,
      [boxId, enabled],
    );
    this.cache.invalidate();
    return rows.length > 0;
  }

  /** After a bulk load outside these methods (the demo catalogue). */
  changed(): void {
    this.cache.invalidate();
  }
}
