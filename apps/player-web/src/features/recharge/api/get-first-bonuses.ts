import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FirstRechargeBonus } from './types';

export const getFirstBonuses = () => api.get<FirstRechargeBonus[]>('/api/beans/first');

export const getFirstBonusesQueryOptions = () =>
  queryOptions({ queryKey: ['beans', 'first'], queryFn: getFirstBonuses, staleTime: 60_000 });

export function useFirstBonuses() {
  return useQuery(getFirstBonusesQueryOptions());
}
