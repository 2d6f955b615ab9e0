import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentLanguage } from '@/lib/api-client';

export interface ChangeType {
  value: number;
  name: string;
}

export const getChangeTypes = () => api.get<ChangeType[]>('/api/bean/change_type');

export const getChangeTypesQueryOptions = () =>
  queryOptions({ queryKey: ['change-types', currentLanguage()], queryFn: getChangeTypes, staleTime: 300_000 });

export function useChangeTypes() {
  return useQuery(getChangeTypesQueryOptions());
}
