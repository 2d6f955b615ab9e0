// A row of the ledger_storage read model as the ledger's queries read it, and the item it is.
import type { StorageStatus } from '@lootledger/contracts';
import type { StoredItem } from './get-storage.query';

export interface StorageRow {
  id: string;
  item_id: string;
  name_zh: string;
  name_en: string;
  hash_name: string;
  cover: string;
  value: string;
  lv: number;
  dura: number;
  status: number;
  bill_id: string | null;
  back_message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The select list of a StorageRow (ids and amounts as exact text). */
export const STORAGE_COLUMNS = `id::text AS id, item_id, name_zh, name_en, hash_name, cover, value::text AS value, lv, dura,
  status, bill_id::text AS bill_id, back_message, created_at, updated_at`;

export function toStoredItem(row: StorageRow): StoredItem {
  return {
    id: row.id,
    itemId: row.item_id,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    hashName: row.hash_name,
    cover: row.cover,
    value: BigInt(row.value),
    lv: Number(row.lv),
    dura: Number(row.dura),
    status: Number(row.status) as StorageStatus,
    billId: row.bill_id,
  };
}
