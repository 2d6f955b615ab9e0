// The task centre: GET /api/tasks (today's tasks with progress), POST /api/tasks/claim {id}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskClaimResponse, TasksResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api, currentLanguage } from '@/lib/api-client';

export const useTasks = () =>
  useQuery({ queryKey: ['tasks', currentLanguage()], queryFn: () => api.get<TasksResponse>('/api/tasks') });

export function useClaimTask(onClaimed: (claim: TaskClaimResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TaskClaimResponse>('/api/tasks/claim', { id }),
    onSuccess: (claim) => {
      setCachedBalance(queryClient, claim.bean);
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      onClaimed(claim);
    },
  });
}
