// For e2e tests of the admin console: boxes with a known pool, created over the admin API, so that
// what a player draws (and so every value downstream) is known exactly.
//   await aBoxOf(content, 'knife-box', '110.00', [['knife-100', '100.00', 1]]);
import type { AdminRest } from '../../staff/testing';

/** Creates each item (id, value) and a box drawing from them with the given weights. */
export async function aBoxOf(
  content: AdminRest,
  boxId: string,
  price: string,
  pool: readonly (readonly [itemId: string, value: string, weight: number])[],
): Promise<void> {
  for (const [itemId, value] of pool) {
    const item = await content.post('items', {
      id: itemId,
      name_zh: `测试 ${itemId}`,
      name_en: `Test ${itemId}`,
      hash_name: `Test ${itemId} (Field-Tested)`,
      weapon: 'AK-47',
      skin: itemId,
      value,
      lv: 4,
      dura: 3,
    });
    if (item.status !== 200 && item.body.error !== 'DUPLICATE_ID')
      throw new Error(`item: ${JSON.stringify(item.body)}`);
  }
  const box = await content.post('boxes', {
    id: boxId,
    name_zh: `测试箱 ${boxId}`,
    name_en: `Test box ${boxId}`,
    price,
    category: 'classic',
    pool: pool.map(([itemId, , weight]) => ({ item_id: itemId, weight })),
  });
  if (box.status !== 200) throw new Error(`box: ${JSON.stringify(box.body)}`);
}
