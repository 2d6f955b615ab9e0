// A player's items by status, newest first (or oldest first, or by value; optionally by name), paged (GET /api/storage; the bill tabs query it by
// status 1, 2, 4, 5, 6), with names in the request language.
import { Query } from '@nestjs/cqrs';
import type {
  Language,
  Paged,
  StorageItemDetailResponse,
  StorageItemResponse,
  StorageSort,
  StorageStatus,
} from '@lootledger/contracts';

export class GetStorageQuery extends Query<Paged<StorageItemResponse>> {
  constructor(
    readonly playerId: string,
    readonly status: StorageStatus,
    readonly page: number,
    readonly perPage: number,
    readonly lang: Language,
    readonly sort: StorageSort = 'newest',
    /** Only items whose name contains this (either language, case-insensitive). */
    readonly name: string = '',
  ) {
    super();
  }
}

/** An item as other contexts see it (both names, the value in hundredths). */
export interface StoredItem {
  id: string;
  itemId: string;
  nameZh: string;
  nameEn: string;
  hashName: string;
  cover: string;
  value: bigint;
  lv: number;
  dura: number;
  status: StorageStatus;
  billId: string | null;
}

/** Some of a player's items by storage id, whatever their status (for other contexts: delivery). */
export class GetStorageItemsQuery extends Query<StoredItem[]> {
  constructor(
    readonly playerId: string,
    readonly storageIds: readonly string[],
  ) {
    super();
  }
}

/** One of the player's items whatever its status, with its source (GET /api/storage/{id}); STORAGE_NOT_FOUND otherwise. */
export class GetStorageItemQuery extends Query<StorageItemDetailResponse> {
  constructor(
    readonly playerId: string,
    readonly storageId: string,
    readonly lang: Language,
  ) {
    super();
  }
}
