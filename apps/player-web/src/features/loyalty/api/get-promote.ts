import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export interface PromotionLevel {
  level: number;
  name: string;
  invite_total: string;
  /** Percent, two decimals. */
  rebate: string;
  description: string;
}

export interface Promote {
  list: PromotionLevel[];
  user: { invite_code: string; promotion_level: number; people_invited_num: number; invite_total_recharge: string };
}

export const getPromote = () => api.get<Promote>('/api/promote');

export const getPromoteQueryOptions = () =>
  queryOptions({ queryKey: ['promote', currentLanguage()], queryFn: getPromote });

export function usePromote() {
  const token = useToken();
  return useQuery({ ...getPromoteQueryOptions(), enabled: token !== null });
}
