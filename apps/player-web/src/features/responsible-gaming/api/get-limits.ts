// GET /api/limits: deposit limits in force, pending raises and what was deposited this period.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositLimitsView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const LIMITS_QUERY_KEY = ['responsible-gaming', 'limits'] as const;

export const getLimits = () => api.get<DepositLimitsView>('/api/limits');

export const getLimitsQueryOptions = () => queryOptions({ queryKey: LIMITS_QUERY_KEY, queryFn: getLimits });

export function useLimits() {
  const token = useToken();
  return useQuery({ ...getLimitsQueryOptions(), enabled: token !== null });
}
