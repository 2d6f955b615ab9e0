// POST /api/self_exclusion: {cool_off_hours} or {days} or {permanent: true}; the player's /api/me
// then carries the exclusion (its end date), so the banner and the page follow it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfExclusionView } from '@lootledger/contracts';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export type ExclusionChoice = { cool_off_hours: number } | { days: number } | { permanent: true };

export const startExclusion = (choice: ExclusionChoice) => api.post<SelfExclusionView>('/api/self_exclusion', choice);

export function useStartExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExclusion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
