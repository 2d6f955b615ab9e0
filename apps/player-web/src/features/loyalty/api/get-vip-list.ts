import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipListResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getVipList = () => api.get<VipListResponse>('/api/vip/list');

export const getVipListQueryOptions = () => queryOptions({ queryKey: ['vip', currentLanguage()], queryFn: getVipList });

export function useVipList() {
  const token = useToken();
  return useQuery({ ...getVipListQueryOptions(), enabled: token !== null });
}
