import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, RechargeRecordResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getRechargeRecords = (page: number) =>
  api.get<Paged<RechargeRecordResponse>>('/api/recharge_record', { params: { page } });

export const getRechargeRecordsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['recharge-records', page, currentLanguage()],
    queryFn: () => getRechargeRecords(page),
    placeholderData: keepPreviousData,
  });

export function useRechargeRecords(page: number) {
  const token = useToken();
  return useQuery({ ...getRechargeRecordsQueryOptions(page), enabled: token !== null });
}
