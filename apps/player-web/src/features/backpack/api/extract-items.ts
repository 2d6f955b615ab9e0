// POST /api/extract {data: storage ids}: one delivery bill per item to the Steam trade URL
// (422 TRADE_URL_REQUIRED without one). The page says what happened (the server's "OK" says nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtractedResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const extractItems = (storageIds: readonly string[]) =>
  api.post<ExtractedResponse>('/api/extract', { data: storageIds });

export function useExtractItems(onExtracted?: (extracted: ExtractedResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractItems,
    onSuccess: (extracted) => {
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      onExtracted?.(extracted);
    },
  });
}
