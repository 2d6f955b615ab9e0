// GET /api/info: site information (name, version, languages, minimum age, customer-service link).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SiteInfo {
  name: string;
  version: string;
  languages: ('zh' | 'en')[];
  min_age: number;
  customer_service_url: string;
  server_time: string;
}

export const getInfo = () => api.get<SiteInfo>('/api/info', { quiet: true });

export const getInfoQueryOptions = () => queryOptions({ queryKey: ['info'], queryFn: getInfo, staleTime: Infinity });

export function useSiteInfo() {
  return useQuery(getInfoQueryOptions());
}
