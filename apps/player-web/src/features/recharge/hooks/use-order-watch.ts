// Watches a placed order until it is paid and credited (order-poller: GET /api/recharge/{order_id}
// every 2 s, and at once on a websocket balance push); then refreshes the user info (again until the credit shows)
// and the records, and reports a first recharge. The order says when the payment arrived.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeResponse, OrderResponse } from '@lootledger/contracts';
import { ME_QUERY_KEY, refreshMe } from '@/api/get-me';
import { RECHARGE_POLL_INTERVAL_MS, RECHARGE_POLL_MAX, RECHARGE_POLL_TIMEOUT_MS } from '@/config/constants';
import { subscribeLive } from '@/lib/live-socket';
import { getOrder, getOrderQueryOptions } from '../api/get-order';
import { watchedStatus } from '../credited';
import { startOrderPoller, type OrderPoller } from '../order-poller';
import { reportFirstRecharge } from '../promotion';

export type WatchState = 'idle' | 'waiting' | 'paid' | 'expired' | 'timed-out';

export interface WatchStart {
  orderId: string;
  /** The player had never recharged before this order (a conversion report follows its payment). */
  firstRecharge: boolean;
  onPaid?: (order: OrderResponse) => void;
}

export function useOrderWatch() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<WatchState>('idle');
  const [order, setOrder] = useState<OrderResponse | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  const start = useCallback(
    ({ orderId, firstRecharge, onPaid }: WatchStart) => {
      stop();
      setState('waiting');
      const beanBefore = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.bean;
      let latest: OrderResponse | null = null;
      let unsubscribe: () => void = () => undefined;
      const poller: OrderPoller = startOrderPoller({
        intervalMs: RECHARGE_POLL_INTERVAL_MS,
        maxPolls: RECHARGE_POLL_MAX,
        timeoutMs: RECHARGE_POLL_TIMEOUT_MS,
        readStatus: async () => {
          latest = await getOrder(orderId);
          return watchedStatus(latest);
        },
        onSettled: (status) => {
          const settled = latest!;
          unsubscribe();
          queryClient.setQueryData(getOrderQueryOptions(orderId).queryKey, settled);
          void queryClient.invalidateQueries({ queryKey: ['recharge-records'] });
          if (status === 'expired') {
            setOrder(settled);
            setState('expired');
            return;
          }
          if (firstRecharge) void reportFirstRecharge();
          // The balance the payment brought: a websocket push may bring it first (then it stays), and
          // the credit may land a moment after "paid" (then the balance is read again until it moves).
          void refreshMe(queryClient, beanBefore)
            .catch(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }))
            .finally(() => {
              setOrder(settled);
              setState('paid');
              onPaid?.(settled);
            });
        },
        onGiveUp: () => {
          unsubscribe();
          setState('timed-out');
        },
      });
      unsubscribe = subscribeLive((message) => {
        if (message.type === 'balance') poller.poke();
      });
      stopRef.current = () => {
        poller.stop();
        unsubscribe();
      };
    },
    [queryClient, stop],
  );

  useEffect(() => stop, [stop]);

  return { state, order, start, stop };
}
