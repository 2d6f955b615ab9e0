// Response shapes of the ledger's player calls (contract section 7): the coin change records and
// their types, the player's items by status, and recycling them.
import type { ChangeDirection, ChangeType, StorageStatus } from '../ledger';

/** One row of GET /api/bean/change_records. */
export interface ChangeRecordView {
  id: string;
  created_at: string;
  type: ChangeDirection;
  type_alias: string;
  change_type: ChangeType;
  change_type_alias: string;
  /** Signed two-decimal string: "-10.00" for an expense. */
  bean: string;
  /** Balance after this change, two decimals. */
  final_bean: string;
}

/** One entry of GET /api/bean/change_type. */
export interface ChangeTypeView {
  value: ChangeType;
  name: string;
}

/** One row of GET /api/storage: an item the player owns or owned. */
export interface StorageItemResponse {
  /** The storage id (what POST /api/cash and /api/extract take). */
  id: string;
  item_id: string;
  name: string;
  hash_name: string;
  cover: string;
  /** The item's value, two decimals: what recycling pays. */
  bean: string;
  lv: number;
  dura: number;
  dura_alias: string;
  dura_alias_en: string;
  status: StorageStatus;
  status_alias: string;
  /** The delivery bill, once extraction was requested. */
  bill_id: string | null;
  /** Why a delivery failed and the item came back. */
  back_message: string | null;
  created_at: string;
  updated_at: string;
}

/** data of GET /api/storage/{id}: one of the player's items, a storage row plus where it came from. */
export interface StorageItemDetailResponse extends StorageItemResponse {
  /** What granted it: box_open, battle, upgrade, contract, roll, shop, staff, ... */
  source: string;
  /** The granting thing's id (the box opening, battle, upgrade, contract, room, ...). */
  source_id: string;
}

/** data of POST /api/cash. */
export interface RecycledResponse {
  /** Coins credited for the items. */
  bean: string;
  /** Balance after. */
  balance: string;
}
