import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export interface VipLevel {
  level: number;
  threshold: string;
  rebate: string;
  description: string;
}

export interface VipList {
  list: VipLevel[];
  user: {
    current_level: number;
    next_level: number | null;
    rebate: string;
    difference_money: string;
    total_recharge: string;
  };
}

export const getVipList = () => api.get<VipList>('/api/vip/list');

export const getVipListQueryOptions = () => queryOptions({ queryKey: ['vip', currentLanguage()], queryFn: getVipList });

export function useVipList() {
  const token = useToken();
  return useQuery({ ...getVipListQueryOptions(), enabled: token !== null });
}
