import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeedPairResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getFairness = () => api.get<SeedPairResponse>('/api/fairness');

export const getFairnessQueryOptions = () => queryOptions({ queryKey: ['fairness', 'current'], queryFn: getFairness });

export function useFairness() {
  const token = useToken();
  return useQuery({ ...getFairnessQueryOptions(), enabled: token !== null });
}
