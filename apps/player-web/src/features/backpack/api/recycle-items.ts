// POST /api/cash {data: storage ids}: recycles the items at their value, all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecycledResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const recycleItems = (storageIds: readonly string[]) =>
  api.post<RecycledResponse>('/api/cash', { data: storageIds });

export function useRecycleItems(onRecycled?: (recycled: RecycledResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recycleItems,
    onSuccess: (recycled) => {
      setCachedBalance(queryClient, recycled.balance);
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      void queryClient.invalidateQueries({ queryKey: ['change-records'] });
      onRecycled?.(recycled);
    },
  });
}
