// One player's items in any status for staff (GET /admin/api/storage?filter={"player_id"}): the
// backpack (0), recycled (2), delivery bills (4, 5, 6) and extracted (1), with where each came from.
import { Query } from '@nestjs/cqrs';
import type { StorageStatus } from '@lootledger/contracts';
import type { StoredItem } from '../get-storage/get-storage.query';

export const STORAGE_SORT_FIELDS = ['created_at', 'updated_at', 'value'] as const;
export type StorageSortField = (typeof STORAGE_SORT_FIELDS)[number];

export interface StorageListRequest {
  filter: { playerId: string; status?: StorageStatus; billId?: string; itemId?: string };
  sort: { field: StorageSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** An item as staff see it: as other contexts do, with whose, where from and when. */
export interface StaffStorageItemView extends StoredItem {
  playerId: string;
  /** box_open, battle, staff, ... and its id (open id, ...). */
  source: string;
  sourceId: string;
  backMessage: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StorageListPage {
  items: StaffStorageItemView[];
  total: number;
}

export class ListStorageQuery extends Query<StorageListPage> {
  constructor(readonly request: StorageListRequest) {
    super();
  }
}
