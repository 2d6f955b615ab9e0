// POST /api/box/open {id, num 1-5, client_seed?}: pays, draws provably fair, puts the items in the
// backpack. The response's balance goes straight into the header.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenedBoxResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api } from '@/lib/api-client';

export interface OpenBoxInput {
  id: string;
  num: number;
  client_seed?: string;
}

export const openBox = (input: OpenBoxInput) => api.post<OpenedBoxResponse>('/api/box/open', input);

export function useOpenBox(onOpened: (opened: OpenedBoxResponse, input: OpenBoxInput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBox,
    onSuccess: (opened, input) => {
      setCachedBalance(queryClient, opened.bean);
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      void queryClient.invalidateQueries({ queryKey: ['fairness'] });
      onOpened(opened, input);
    },
  });
}
