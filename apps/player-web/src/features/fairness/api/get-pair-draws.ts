// GET /api/fairness/pairs/{pair_id}/draws: every draw of a revealed pair (422 SEED_PAIR_NOT_REVEALED
// before its reveal, shown on the page rather than toasted).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PairDrawResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getPairDraws = (pairId: string) =>
  api.get<PairDrawResponse[]>(`/api/fairness/pairs/${encodeURIComponent(pairId)}/draws`, {
    quiet: ['SEED_PAIR_NOT_REVEALED', 'SEED_PAIR_NOT_FOUND'],
  });

export const getPairDrawsQueryOptions = (pairId: string) =>
  queryOptions({ queryKey: ['fairness', 'pair-draws', pairId], queryFn: () => getPairDraws(pairId), retry: false });

export function usePairDraws(pairId: string | null) {
  return useQuery({ ...getPairDrawsQueryOptions(pairId ?? ''), enabled: pairId !== null });
}
