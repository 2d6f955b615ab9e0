import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RechargePackage } from './types';

export const getBeans = () => api.get<RechargePackage[]>('/api/beans');

export const getBeansQueryOptions = () => queryOptions({ queryKey: ['beans'], queryFn: getBeans, staleTime: 60_000 });

export function useBeans() {
  return useQuery(getBeansQueryOptions());
}
