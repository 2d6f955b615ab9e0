// POST /api/extract {data: storage ids}: one delivery bill per item to the Steam trade URL
// (422 TRADE_URL_REQUIRED without one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtractedResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const extractItems = (storageIds: readonly string[]) =>
  api.post<ExtractedResponse>('/api/extract', { data: storageIds }, { successToast: true });

export function useExtractItems(onExtracted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractItems,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      onExtracted?.();
    },
  });
}
