// GET /api/recharge/{order_id}: one of the player's orders (pending with its pay links, paid or
// expired): what the payment page shows after a reload and what the top-up watch polls.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getOrder = (orderId: string) =>
  api.get<OrderResponse>(`/api/recharge/${encodeURIComponent(orderId)}`, { quiet: true });

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['recharge-order', orderId], queryFn: () => getOrder(orderId), retry: false });

export function useOrder(orderId: string | null) {
  const token = useToken();
  return useQuery({ ...getOrderQueryOptions(orderId ?? ''), enabled: token !== null && orderId !== null });
}
