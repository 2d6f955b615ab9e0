// GET /api/drops/recent: the last 20 drops (newest first), shown by the bar at page load.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DropMessage } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getRecentDrops = () => api.get<DropMessage[]>('/api/drops/recent');

export const getRecentDropsQueryOptions = () =>
  queryOptions({ queryKey: ['drops', 'recent'], queryFn: getRecentDrops, staleTime: Infinity });

export function useRecentDrops() {
  return useQuery(getRecentDropsQueryOptions());
}
