import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoteResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getPromote = () => api.get<PromoteResponse>('/api/promote');

export const getPromoteQueryOptions = () =>
  queryOptions({ queryKey: ['promote', currentLanguage()], queryFn: getPromote });

export function usePromote() {
  const token = useToken();
  return useQuery({ ...getPromoteQueryOptions(), enabled: token !== null });
}
