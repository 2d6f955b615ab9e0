// POST /api/limits {day?, week?, month?}: lower at once, raise or remove after 24 h.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitPeriod, DepositLimitsView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { LIMITS_QUERY_KEY } from './get-limits';

export type LimitChanges = Partial<Record<DepositLimitPeriod, string | null>>;

export const setLimits = (changes: LimitChanges) =>
  api.post<DepositLimitsView>('/api/limits', changes, { successToast: true });

export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimits,
    onSuccess: (limits) => queryClient.setQueryData(LIMITS_QUERY_KEY, limits),
  });
}
