// POST /api/recharge {id, pay_way}: a payment order with its QR code (desktop) and H5 link (phone).
// Refusals are shown next to the top-up button, not as toasts (422 PAY_WAY_UNAVAILABLE with the
// server's message; the offered pay ways are read again then, so the list drops that one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrderResponse } from '@lootledger/contracts';
import type { PayWay } from '@/config/constants';
import { ApiError, api } from '@/lib/api-client';
import { INLINE_REFUSALS } from '../refusals';
import { PAY_WAYS_QUERY_KEY } from './get-pay-ways';

export interface CreateRechargeInput {
  id: string;
  pay_way: PayWay;
}

export const createRecharge = (input: CreateRechargeInput) =>
  api.post<PlacedOrderResponse>('/api/recharge', input, { quiet: INLINE_REFUSALS });

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecharge,
    onError: (error) => {
      if (error instanceof ApiError && error.key === 'PAY_WAY_UNAVAILABLE') {
        void queryClient.invalidateQueries({ queryKey: PAY_WAYS_QUERY_KEY });
      }
    },
  });
}
