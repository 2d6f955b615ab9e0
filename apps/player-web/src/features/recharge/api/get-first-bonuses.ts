import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstRechargeBonusResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getFirstBonuses = () => api.get<FirstRechargeBonusResponse[]>('/api/beans/first');

export const getFirstBonusesQueryOptions = () =>
  queryOptions({ queryKey: ['beans', 'first'], queryFn: getFirstBonuses, staleTime: 60_000 });

export function useFirstBonuses() {
  return useQuery(getFirstBonusesQueryOptions());
}
