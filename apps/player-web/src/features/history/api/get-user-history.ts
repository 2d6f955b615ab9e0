import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export interface BoxOpening {
  open_id: string;
  box: { id: string; name: string; cover: string; price: string };
  num: number;
  items: {
    id: string;
    name: string;
    hash_name: string;
    cover: string;
    bean: string;
    lv: number;
    dura_alias: string;
    dura_alias_en: string;
  }[];
  created_at: string;
}

export const getUserHistory = (userId: string, page: number) =>
  api.get<Paged<BoxOpening>>(`/api/history/${encodeURIComponent(userId)}`, { params: { page } });

export const getUserHistoryQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['history', userId, page, currentLanguage()],
    queryFn: () => getUserHistory(userId, page),
    placeholderData: keepPreviousData,
  });

export function useUserHistory(userId: string, page: number) {
  return useQuery(getUserHistoryQueryOptions(userId, page));
}
