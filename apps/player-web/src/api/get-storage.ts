// GET /api/storage: the player's items of one status (0 the backpack; 1, 2, 4, 5, 6 the bill tabs),
// newest first or by `sort`, optionally only those whose name contains `name`. Shared: the backpack
// and bills list them, the upgrade stakes from the backpack.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StorageItemResponse, StorageSort, StorageStatus } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export interface StorageFilter {
  sort?: StorageSort;
  name?: string;
}

export const getStorage = (status: StorageStatus, page: number, filter: StorageFilter = {}) =>
  api.get<Paged<StorageItemResponse>>('/api/storage', {
    params: { page, status, sort: filter.sort === 'newest' ? undefined : filter.sort, name: filter.name?.trim() },
  });

export const getStorageQueryOptions = (status: StorageStatus, page: number, filter: StorageFilter = {}) =>
  queryOptions({
    queryKey: ['storage', status, page, filter.sort ?? 'newest', filter.name?.trim() ?? '', currentLanguage()],
    queryFn: () => getStorage(status, page, filter),
    placeholderData: keepPreviousData,
  });

export function useStorage(status: StorageStatus, page: number, filter: StorageFilter = {}) {
  const token = useToken();
  return useQuery({ ...getStorageQueryOptions(status, page, filter), enabled: token !== null });
}
