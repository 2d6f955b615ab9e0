// POST /api/self_exclusion: {cool_off_hours} or {days} or {permanent: true}; GET /api/self_exclusion
// then answers the exclusion (its end date), so the banner and the page follow it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfExclusionView } from '@lootledger/contracts';
import { EXCLUSION_QUERY_KEY } from './get-exclusion';
import { api } from '@/lib/api-client';

export type ExclusionChoice = { cool_off_hours: number } | { days: number } | { permanent: true };

export const startExclusion = (choice: ExclusionChoice) => api.post<SelfExclusionView>('/api/self_exclusion', choice);

export function useStartExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExclusion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCLUSION_QUERY_KEY }),
  });
}
