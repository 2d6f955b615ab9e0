// POST /api/fairness/rotate {client_seed?}: reveals the active server seed and starts a new pair.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RotatedSeedPair } from './types';

export const rotateFairness = (clientSeed?: string) =>
  api.post<RotatedSeedPair>('/api/fairness/rotate', clientSeed ? { client_seed: clientSeed } : {});

export function useRotateFairness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateFairness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fairness'] }),
  });
}
