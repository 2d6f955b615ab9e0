import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export interface ChangeRecord {
  id: string;
  created_at: string;
  /** 1 income, 2 expense. */
  type: 1 | 2;
  type_alias: string;
  change_type: number;
  change_type_alias: string;
  /** Signed, two decimals. */
  bean: string;
  /** Balance after. */
  final_bean: string;
}

export const getChangeRecords = (page: number, type?: number) =>
  api.get<Paged<ChangeRecord>>('/api/bean/change_records', { params: { page, type } });

export const getChangeRecordsQueryOptions = (page: number, type?: number) =>
  queryOptions({
    queryKey: ['change-records', page, type ?? null, currentLanguage()],
    queryFn: () => getChangeRecords(page, type),
    placeholderData: keepPreviousData,
  });

export function useChangeRecords(page: number, type?: number) {
  const token = useToken();
  return useQuery({ ...getChangeRecordsQueryOptions(page, type), enabled: token !== null });
}
