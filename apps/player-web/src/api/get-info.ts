// GET /api/info: site information (name, version, languages, minimum age, customer-service link, which
// features are on, the 404 page's statistics script). Staff may change the settings at any time: a
// minute old is fresh enough (a new page load always asks).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

/** The age players confirm when the site's setting has not loaded yet (the settings' floor). */
export const DEFAULT_MIN_AGE = 18;

export const getInfo = () => api.get<SiteInfoResponse>('/api/info', { quiet: true });

export const getInfoQueryOptions = () => queryOptions({ queryKey: ['info'], queryFn: getInfo, staleTime: 60_000 });

export function useSiteInfo() {
  return useQuery(getInfoQueryOptions());
}
