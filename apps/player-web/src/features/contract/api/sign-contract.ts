// POST /api/contract {data: storage ids}: the items leave the backpack, one item comes back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const signContract = (storageIds: readonly string[]) =>
  api.post<ContractResponse>('/api/contract', { data: storageIds });

export function useSignContract(onSigned?: (contract: ContractResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: (contract) => {
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
      void queryClient.invalidateQueries({ queryKey: ['contract', 'history'] });
      void queryClient.invalidateQueries({ queryKey: ['fairness'] });
      onSigned?.(contract);
    },
  });
}
