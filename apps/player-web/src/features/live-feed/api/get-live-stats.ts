// GET /api/stats/live: boxes opened today, players online and the featured boxes (refreshed every 30 s).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveStatsResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getLiveStats = () => api.get<LiveStatsResponse>('/api/stats/live');

export const getLiveStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'live'], queryFn: getLiveStats, refetchInterval: 30_000 });

export function useLiveStats() {
  return useQuery(getLiveStatsQueryOptions());
}
