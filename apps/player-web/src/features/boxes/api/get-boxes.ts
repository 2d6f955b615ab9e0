import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoxSummaryView } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getBoxes = () => api.get<BoxSummaryView[]>('/api/boxes', { params: { per_page: 100 } });

export const getBoxesQueryOptions = () =>
  queryOptions({ queryKey: ['boxes', currentLanguage()], queryFn: getBoxes, staleTime: 60_000 });

export function useBoxes() {
  return useQuery(getBoxesQueryOptions());
}
