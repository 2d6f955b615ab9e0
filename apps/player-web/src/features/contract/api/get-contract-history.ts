// GET /api/contract/history: the player's contracts, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractRecordResponse, Paged } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getContractHistory = (page: number) =>
  api.get<Paged<ContractRecordResponse>>('/api/contract/history', { params: { page, per_page: 5 } });

export const getContractHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['contract', 'history', page, currentLanguage()],
    queryFn: () => getContractHistory(page),
    placeholderData: keepPreviousData,
  });

export function useContractHistory(page: number) {
  const token = useToken();
  return useQuery({ ...getContractHistoryQueryOptions(page), enabled: token !== null });
}
