/** Storage status codes (spec section 4): 0 in backpack, 1 extracted, 2 exchanged (recycled), 3 frozen,
 * 4 delivery requested, 5 shipping, 6 awaiting receipt. */
export type StorageStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The bill tabs of /user/bill (spec section 2). */
export const BILL_STATUSES = [1, 2, 4, 5, 6] as const satisfies readonly StorageStatus[];

export interface StorageItem {
  id: string;
  item_id: string;
  name: string;
  hash_name: string;
  cover: string;
  bean: string;
  lv: number;
  dura: number;
  dura_alias: string;
  dura_alias_en: string;
  status: StorageStatus;
  status_alias: string;
  bill_id: string | null;
  back_message: string | null;
  created_at: string;
  updated_at: string;
}
