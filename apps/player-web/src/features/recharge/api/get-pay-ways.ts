// GET /api/recharge/pay_ways: the pay ways the enabled gateways take now; the top-up page offers
// only those it knows (PAY_WAYS), in the server's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayWayResponse } from '@lootledger/contracts';
import { PAY_WAYS, type PayWay } from '@/config/constants';
import { api } from '@/lib/api-client';
import { INLINE_REFUSALS } from '../refusals';

/** Its failure shows in the pay-way list, not as a toast. */
export const getPayWays = () => api.get<PayWayResponse[]>('/api/recharge/pay_ways', { quiet: INLINE_REFUSALS });

export const PAY_WAYS_QUERY_KEY = ['recharge', 'pay-ways'] as const;

export const getPayWaysQueryOptions = () =>
  queryOptions({ queryKey: PAY_WAYS_QUERY_KEY, queryFn: getPayWays, staleTime: 60_000 });

/** The offered pay ways this page knows, in the server's order, each once. */
export function offeredPayWays(offered: readonly PayWayResponse[]): PayWay[] {
  const known = offered
    .map((entry) => entry.pay_way)
    .filter((way): way is PayWay => (PAY_WAYS as readonly number[]).includes(way));
  return [...new Set(known)];
}

export function usePayWays() {
  return useQuery({ ...getPayWaysQueryOptions(), select: offeredPayWays });
}
