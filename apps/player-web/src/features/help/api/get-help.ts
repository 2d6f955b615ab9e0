import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticleResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getHelp = (id: string) =>
  api.get<HelpArticleResponse>(`/api/help/${encodeURIComponent(id)}`, { quiet: ['HELP_NOT_FOUND'] });

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
