import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import type { SeedPair } from './types';

export const getFairness = () => api.get<SeedPair>('/api/fairness');

export const getFairnessQueryOptions = () => queryOptions({ queryKey: ['fairness', 'current'], queryFn: getFairness });

export function useFairness() {
  const token = useToken();
  return useQuery({ ...getFairnessQueryOptions(), enabled: token !== null });
}
