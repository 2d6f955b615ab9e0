// POST /api/upgrade {item_id, rate?, storage_ids?}: pays, draws provably fair, grants the target on a
// success. The response's balance goes straight into the header.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpgradeResultResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api } from '@/lib/api-client';

export interface AttemptUpgradeInput {
  item_id: string;
  rate?: number;
  storage_ids?: string[];
}

export const attemptUpgrade = (input: AttemptUpgradeInput) => api.post<UpgradeResultResponse>('/api/upgrade', input);

export function useAttemptUpgrade(onResult: (result: UpgradeResultResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attemptUpgrade,
    onSuccess: (result) => {
      setCachedBalance(queryClient, result.bean);
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      void queryClient.invalidateQueries({ queryKey: ['fairness'] });
      void queryClient.invalidateQueries({ queryKey: ['upgrade', 'records'] });
      onResult(result);
    },
  });
}
