// POST /api/fairness/rotate {client_seed?}: reveals the active server seed and starts a new pair.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotatedSeedPairResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const rotateFairness = (clientSeed?: string) =>
  api.post<RotatedSeedPairResponse>('/api/fairness/rotate', clientSeed ? { client_seed: clientSeed } : {});

export function useRotateFairness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateFairness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fairness'] }),
  });
}
