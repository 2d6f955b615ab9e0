// Test data for deciders that grant or take backpack items: one item as a grant records it.
import type { GrantedItem } from '../domain/player-account.events';

/** A backpack item (storage id `storageId`, worth `value` hundredths) as ItemsGranted records it. */
export function aGrantedItem(storageId: string, value = '150'): GrantedItem {
  return {
    storage_id: storageId,
    item_id: `item-${storageId}`,
    name_zh: '物品',
    name_en: 'Item',
    hash_name: 'Item (Field-Tested)',
    cover: '/covers/items/x.svg',
    value,
    lv: 2,
    dura: 3,
  };
}
