import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import type { Me } from './types';

export const ME_QUERY_KEY = ['me'] as const;

export const getMe = (): Promise<Me> => api.get<Me>('/api/me');

export const getMeQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 5_000 });

/** The signed-in player; undefined while signed out or loading. */
export function useMe() {
  const token = useToken();
  return useQuery({ ...getMeQueryOptions(), enabled: token !== null });
}

/** Puts a balance the API reported (open, recycle, websocket push) into the cached user info. */
export function setCachedBalance(queryClient: QueryClient, bean: string): void {
  queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) => (me ? { ...me, bean } : me));
}
