// POST /api/box/open {id, num 1-5, client_seed?}: pays, draws provably fair, puts the items in the
// backpack. The response's balance goes straight into the header.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCachedBalance } from '@/features/user/api/get-me';

export interface OpenedItem {
  storage_id: string;
  id: string;
  name: string;
  hash_name: string;
  cover: string;
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
}

export interface Draw {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  ticket: number;
  roll: number;
}

export interface OpenedBox {
  open_id: string;
  items: OpenedItem[];
  /** Balance after the opening. */
  bean: string;
  fairness: Draw[];
}

export interface OpenBoxInput {
  id: string;
  num: number;
  client_seed?: string;
}

export const openBox = (input: OpenBoxInput) => api.post<OpenedBox>('/api/box/open', input);

export function useOpenBox(onOpened: (opened: OpenedBox, input: OpenBoxInput) => void) {
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
