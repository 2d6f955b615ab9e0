// GET /api/storage/{id}: one of the player's own items in any status, with where it came from;
// 404 STORAGE_NOT_FOUND for anyone else's (the page says "not found" itself: no toast, no retry).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageItemDetailResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getStorageItem = (id: string) =>
  api.get<StorageItemDetailResponse>(`/api/storage/${encodeURIComponent(id)}`, { quiet: ['STORAGE_NOT_FOUND'] });

// Under ['storage', ...]: recycling or extracting (which invalidate ['storage']) refresh it too.
export const storageItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['storage', 'item', id, currentLanguage()],
    queryFn: () => getStorageItem(id),
  });

export function useStorageItem(id: string) {
  const token = useToken();
  return useQuery({ ...storageItemQueryOptions(id), enabled: token !== null });
}
