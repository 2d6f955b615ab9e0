import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargePackageResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getBeans = () => api.get<RechargePackageResponse[]>('/api/beans');

export const getBeansQueryOptions = () => queryOptions({ queryKey: ['beans'], queryFn: getBeans, staleTime: 60_000 });

export function useBeans() {
  return useQuery(getBeansQueryOptions());
}
