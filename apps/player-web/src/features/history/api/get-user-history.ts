import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoxOpeningResponse, Paged } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getUserHistory = (userId: string, page: number) =>
  api.get<Paged<BoxOpeningResponse>>(`/api/history/${encodeURIComponent(userId)}`, { params: { page } });

export const getUserHistoryQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['history', userId, page, currentLanguage()],
    queryFn: () => getUserHistory(userId, page),
    placeholderData: keepPreviousData,
  });

export function useUserHistory(userId: string, page: number) {
  return useQuery(getUserHistoryQueryOptions(userId, page));
}
