// GET /api/info: site information (name, version, languages, minimum age, customer-service link).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getInfo = () => api.get<SiteInfoResponse>('/api/info', { quiet: true });

export const getInfoQueryOptions = () => queryOptions({ queryKey: ['info'], queryFn: getInfo, staleTime: Infinity });

export function useSiteInfo() {
  return useQuery(getInfoQueryOptions());
}
