// GET /api/contract/preview?items=a,b,c: the pool a contract of these items would draw from.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractPreviewResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { CONTRACT_MIN_ITEMS } from '../selection';

export const previewContract = (storageIds: readonly string[]) =>
  api.get<ContractPreviewResponse>('/api/contract/preview', {
    params: { items: storageIds.join(',') },
    // The page shows a refusal (no pool, an item gone) in place of the preview.
    quiet: ['CONTRACT_NO_POOL', 'ITEM_NOT_IN_BACKPACK', 'CONTRACT_TOO_FEW_ITEMS'],
  });

export const previewContractQueryOptions = (storageIds: readonly string[]) =>
  queryOptions({
    queryKey: ['contract', 'preview', [...storageIds].sort().join(','), currentLanguage()],
    queryFn: () => previewContract(storageIds),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useContractPreview(storageIds: readonly string[]) {
  return useQuery({ ...previewContractQueryOptions(storageIds), enabled: storageIds.length >= CONTRACT_MIN_ITEMS });
}
