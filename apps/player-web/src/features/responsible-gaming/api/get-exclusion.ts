// GET /api/self_exclusion: the cool-off or self-exclusion in force (null when none), shown on every
// page while it lasts (so signing in shows its end date) and on the responsible-gaming page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveExclusionView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const EXCLUSION_QUERY_KEY = ['responsible-gaming', 'exclusion'] as const;

export const getExclusion = () => api.get<ActiveExclusionView | null>('/api/self_exclusion');

export const getExclusionQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: [...EXCLUSION_QUERY_KEY, token], queryFn: getExclusion, enabled: token !== null });

export function useExclusion() {
  return useQuery(getExclusionQueryOptions(useToken()));
}
