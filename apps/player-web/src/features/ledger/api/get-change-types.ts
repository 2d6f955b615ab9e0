import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeTypeView } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getChangeTypes = () => api.get<ChangeTypeView[]>('/api/bean/change_type');

export const getChangeTypesQueryOptions = () =>
  queryOptions({ queryKey: ['change-types', currentLanguage()], queryFn: getChangeTypes, staleTime: 300_000 });

export function useChangeTypes() {
  return useQuery(getChangeTypesQueryOptions());
}
