// GET /api/me: the signed-in player, shared by the header, the personal centre and every call that
// reports a new balance (open, recycle, card code, websocket push).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@lootledger/contracts';
import { CREDIT_READ_RETRIES, CREDIT_READ_RETRY_MS } from '@/config/constants';
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

/** How many balances were reported (setCachedBalance): a read of /api/me older than one of them is stale. */
let balanceReports = 0;

/** Puts a balance the API reported (open, recycle, websocket push) into the cached user info. */
export function setCachedBalance(queryClient: QueryClient, bean: string): void {
  balanceReports++;
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => (me ? { ...me, bean } : me));
}

/** Reads /api/me into the cache; a balance reported while the read was on its way is newer and stays. */
async function readMe(queryClient: QueryClient): Promise<string | undefined> {
  const reportsBefore = balanceReports;
  const me = await getMe();
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (current) =>
    current && balanceReports !== reportsBefore ? { ...me, bean: current.bean } : me,
  );
  return queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.bean;
}

/**
 * Reads /api/me into the cache (resolves after that read). With `awayFrom` (the balance before a
 * payment), reads again in the background while the balance is still that one: a payment's credit
 * follows its "paid" by a moment, and its websocket push may not come (a socket reconnecting).
 */
export async function refreshMe(queryClient: QueryClient, awayFrom?: string): Promise<void> {
  let bean = await readMe(queryClient);
  if (awayFrom === undefined || bean !== awayFrom) return;
  void (async () => {
    for (let retry = 0; retry < CREDIT_READ_RETRIES && bean === awayFrom; retry++) {
      await new Promise((resolve) => setTimeout(resolve, CREDIT_READ_RETRY_MS));
      bean = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.bean;
      if (bean !== awayFrom) return;
      bean = await readMe(queryClient);
    }
  })().catch(() => undefined);
}
