import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentLanguage } from '@/lib/api-client';

export interface HelpSummary {
  id: number;
  category: 'guide' | 'legal' | 'fairness' | 'payments';
  title: string;
}

export const getHelps = () => api.get<HelpSummary[]>('/api/helps');

export const getHelpsQueryOptions = () =>
  queryOptions({ queryKey: ['helps', currentLanguage()], queryFn: getHelps, staleTime: 300_000 });

export function useHelps() {
  return useQuery(getHelpsQueryOptions());
}
