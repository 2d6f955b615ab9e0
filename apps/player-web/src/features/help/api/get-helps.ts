import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpSummaryResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getHelps = () => api.get<HelpSummaryResponse[]>('/api/helps');

export const getHelpsQueryOptions = () =>
  queryOptions({ queryKey: ['helps', currentLanguage()], queryFn: getHelps, staleTime: 300_000 });

export function useHelps() {
  return useQuery(getHelpsQueryOptions());
}
