import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StorageItemResponse, StorageStatus } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getStorage = (status: StorageStatus, page: number) =>
  api.get<Paged<StorageItemResponse>>('/api/storage', { params: { page, status } });

export const getStorageQueryOptions = (status: StorageStatus, page: number) =>
  queryOptions({
    queryKey: ['storage', status, page, currentLanguage()],
    queryFn: () => getStorage(status, page),
    placeholderData: keepPreviousData,
  });

export function useStorage(status: StorageStatus, page: number) {
  const token = useToken();
  return useQuery({ ...getStorageQueryOptions(status, page), enabled: token !== null });
}
