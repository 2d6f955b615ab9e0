import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentLanguage } from '@/lib/api-client';
import type { HelpSummary } from './get-helps';

export interface HelpArticle extends HelpSummary {
  body: string;
  updated_at: string;
}

export const getHelp = (id: string) =>
  api.get<HelpArticle>(`/api/help/${encodeURIComponent(id)}`, { quiet: ['HELP_NOT_FOUND'] });

export const getHelpQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['help', id, currentLanguage()],
    queryFn: () => getHelp(id),
    staleTime: 300_000,
    retry: false,
  });

export function useHelp(id: string) {
  return useQuery(getHelpQueryOptions(id));
}
