// GET /api/storage?status=0: the backpack items a contract can take (one page of up to 100).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, StorageItemResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const CONTRACT_PICKER_PAGE = 100;

export const getBackpackItems = () =>
  api.get<Paged<StorageItemResponse>>('/api/storage', {
    params: { status: 0, page: 1, per_page: CONTRACT_PICKER_PAGE },
  });

export const getBackpackItemsQueryOptions = () =>
  queryOptions({
    // Under 'storage' so every change of the backpack (recycle, open, contract) refreshes it.
    queryKey: ['storage', 'contract-picker', currentLanguage()],
    queryFn: getBackpackItems,
  });

export function useBackpackItems() {
  const token = useToken();
  return useQuery({ ...getBackpackItemsQueryOptions(), enabled: token !== null });
}
