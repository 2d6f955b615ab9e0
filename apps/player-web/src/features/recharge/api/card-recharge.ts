// POST /api/card-recharge {card}: redeems a card code (CDK), sent as typed. Wrong, used, expired or
// locked codes come back with the server's message (spec section 8), shown in the form (quiet: no toast).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardCodeRedeemedResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const cardRecharge = (card: string) =>
  api.post<CardCodeRedeemedResponse>('/api/card-recharge', { card }, { quiet: true });

export function useCardRecharge(onRedeemed: (redeemed: CardCodeRedeemedResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cardRecharge,
    onSuccess: (redeemed) => {
      setCachedBalance(queryClient, redeemed.balance);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onRedeemed(redeemed);
    },
  });
}
