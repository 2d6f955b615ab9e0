// Watches for a top-up to arrive: polls /api/me (balance-poller) and, on a rise, refreshes the
// user info, reports a first recharge and says so.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@lootledger/contracts';
import { getMe, ME_QUERY_KEY } from '@/api/get-me';
import { RECHARGE_POLL_INTERVAL_MS, RECHARGE_POLL_MAX, RECHARGE_POLL_TIMEOUT_MS } from '@/config/constants';
import { toast } from '@/lib/toast';
import { startBalancePoller } from '../balance-poller';
import { reportFirstRecharge } from '../promotion';

export type WatchState = 'idle' | 'waiting' | 'paid' | 'timed-out';

export function useRechargeWatch() {
  const { t } = useTranslation('recharge');
  const queryClient = useQueryClient();
  const [state, setState] = useState<WatchState>('idle');
  const [balance, setBalance] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  const start = useCallback(
    (before: MeResponse) => {
      stop();
      setState('waiting');
      stopRef.current = startBalancePoller({
        baseline: before.bean,
        intervalMs: RECHARGE_POLL_INTERVAL_MS,
        maxPolls: RECHARGE_POLL_MAX,
        timeoutMs: RECHARGE_POLL_TIMEOUT_MS,
        readBalance: async () => {
          const me = await getMe();
          queryClient.setQueryData(ME_QUERY_KEY, me);
          return me.bean;
        },
        onRise: (after) => {
          setBalance(after);
          setState('paid');
          toast.success(t('paid', { balance: after }));
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: ['recharge-records'] });
          if (before.is_recharge === 0) void reportFirstRecharge();
        },
        onGiveUp: () => setState('timed-out'),
      });
    },
    [queryClient, stop, t],
  );

  useEffect(() => stop, [stop]);

  return { state, balance, start, stop };
}
