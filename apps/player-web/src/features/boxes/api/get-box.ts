import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoxDetailView } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getBox = (id: string) => api.get<BoxDetailView>(`/api/box/${encodeURIComponent(id)}`);

export const getBoxQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['box', id, currentLanguage()], queryFn: () => getBox(id), staleTime: 60_000 });

export function useBox(id: string) {
  return useQuery(getBoxQueryOptions(id));
}
