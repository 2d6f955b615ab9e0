// Daily free boxes: GET /api/free-boxes/:id (with my unlock state), POST /api/free-boxes/open {id}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeBoxResponse, OpenedBoxResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const useFreeBox = (id: string) =>
  useQuery({
    queryKey: ['free-boxes', id, currentLanguage()],
    queryFn: () => api.get<FreeBoxResponse>(`/api/free-boxes/${encodeURIComponent(id)}`),
  });

export function useOpenFreeBox(onOpened: (opened: OpenedBoxResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OpenedBoxResponse>('/api/free-boxes/open', { id }),
    onSuccess: (opened) => {
      void queryClient.invalidateQueries({ queryKey: ['free-boxes'] });
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      void queryClient.invalidateQueries({ queryKey: ['fairness'] });
      onOpened(opened);
    },
  });
}
