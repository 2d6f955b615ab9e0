// The catalogue's bulk statements: items, boxes and pools written in one round trip per table
// whatever the number of rows (arrays + unnest); the repository's saves and the demo catalogue's
// loader use them (the caller invalidates the box cache).
import type { SqlExecutor } from '@lootledger/event-store';
import { boxCoverPath, itemCoverPath } from '../covers/cover-paths';
import type { BoxInput, ItemInput } from '../domain/catalogue-rules';

export async function upsertItems(
  executor: SqlExecutor,
  items: readonly ItemInput[],
  onConflict: 'update' | 'nothing' = 'update',
): Promise<number> {
  if (items.length === 0) return 0;
  const { rowCount } = await executor.query(
    `INSERT INTO catalogue_items (id, name_zh, name_en, hash_name, weapon, skin, cover, value, lv, dura)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::int[], $10::int[])
     ON CONFLICT (id) DO ${
       onConflict === 'nothing'
         ? 'NOTHING'
         : `UPDATE SET name_zh = EXCLUDED.name_zh, name_en = EXCLUDED.name_en, hash_name = EXCLUDED.hash_name,
            weapon = EXCLUDED.weapon, skin = EXCLUDED.skin, cover = EXCLUDED.cover, value = EXCLUDED.value,
            lv = EXCLUDED.lv, dura = EXCLUDED.dura, updated_at = now()`
     }`,
    [
      items.map((item) => item.id),
      items.map((item) => item.name_zh),
      items.map((item) => item.name_en),
      items.map((item) => item.hash_name),
      items.map((item) => item.weapon),
      items.map((item) => item.skin),
      items.map((item) => item.cover ?? itemCoverPath(item.id)),
      items.map((item) => item.value.toString()),
      items.map((item) => item.lv),
      items.map((item) => item.dura),
    ],
  );
  return rowCount;
}

export async function upsertBoxes(
  executor: SqlExecutor,
  boxes: readonly BoxInput[],
  onConflict: 'update' | 'nothing' = 'update',
): Promise<number> {
  if (boxes.length === 0) return 0;
  const { rowCount } = await executor.query(
    `INSERT INTO catalogue_boxes (id, name_zh, name_en, cover, price, category, enabled, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::boolean[], $8::int[])
     ON CONFLICT (id) DO ${
       onConflict === 'nothing'
         ? 'NOTHING'
         : `UPDATE SET name_zh = EXCLUDED.name_zh, name_en = EXCLUDED.name_en, cover = EXCLUDED.cover,
            price = EXCLUDED.price, category = EXCLUDED.category, enabled = EXCLUDED.enabled,
            sort_order = EXCLUDED.sort_order, updated_at = now()`
     }`,
    [
      boxes.map((box) => box.id),
      boxes.map((box) => box.name_zh),
      boxes.map((box) => box.name_en),
      boxes.map((box) => box.cover ?? boxCoverPath(box.id)),
      boxes.map((box) => box.price.toString()),
      boxes.map((box) => box.category),
      boxes.map((box) => box.enabled),
      boxes.map((box) => box.sortOrder),
    ],
  );
  return rowCount;
}

export async function insertPools(executor: SqlExecutor, boxes: readonly BoxInput[]): Promise<number> {
  const rows = boxes.flatMap((box) =>
    box.pool.map((entry, index) => ({
      boxId: box.id,
      itemId: entry.itemId,
      position: entry.position ?? index,
      weight: entry.weight,
    })),
  );
  if (rows.length === 0) return 0;
  const { rowCount } = await executor.query(
    `INSERT INTO catalogue_box_items (box_id, item_id, position, weight)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[])
     ON CONFLICT (box_id, item_id) DO NOTHING`,
    [
      rows.map((row) => row.boxId),
      rows.map((row) => row.itemId),
      rows.map((row) => row.position),
      rows.map((row) => row.weight),
    ],
  );
  return rowCount;
}
