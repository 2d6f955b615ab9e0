import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, SeedPairHistoryItemResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getFairnessHistory = (page: number) =>
  api.get<Paged<SeedPairHistoryItemResponse>>('/api/fairness/history', { params: { page, per_page: 50 } });

export const getFairnessHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['fairness', 'history', page], queryFn: () => getFairnessHistory(page) });

export function useFairnessHistory(page: number) {
  const token = useToken();
  return useQuery({ ...getFairnessHistoryQueryOptions(page), enabled: token !== null });
}
