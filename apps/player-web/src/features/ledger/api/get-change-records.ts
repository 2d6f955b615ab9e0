import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeRecordView, Paged } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getChangeRecords = (page: number, type?: number) =>
  api.get<Paged<ChangeRecordView>>('/api/bean/change_records', { params: { page, type } });

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
