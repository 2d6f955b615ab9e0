// GET /api/me: the signed-in player, shared by the header, the personal centre and every call that
// reports a new balance (open, recycle, card code, websocket push).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const ME_QUERY_KEY = ['me'] as const;

export const getMe = (): Promise<MeResponse> => api.get<MeResponse>('/api/me');

export const getMeQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 5_000 });

/** The signed-in player; undefined while signed out or loading. */
export function useMe() {
  const token = useToken();
  return useQuery({ ...getMeQueryOptions(), enabled: token !== null });
}

/** Puts a balance the API reported (open, recycle, websocket push) into the cached user info. */
export function setCachedBalance(queryClient: QueryClient, bean: string): void {
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => (me ? { ...me, bean } : me));
}
