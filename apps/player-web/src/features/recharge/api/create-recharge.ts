// POST /api/recharge {id, pay_way}: a payment order with its QR code (desktop) and H5 link (phone).
// Refusals are shown next to the top-up button, not as toasts.
import { useMutation } from '@tanstack/react-query';
import type { PlacedOrderResponse } from '@lootledger/contracts';
import type { PayWay } from '@/config/constants';
import { api } from '@/lib/api-client';
import { INLINE_REFUSALS } from '../refusals';

export interface CreateRechargeInput {
  id: string;
  pay_way: PayWay;
}

export const createRecharge = (input: CreateRechargeInput) =>
  api.post<PlacedOrderResponse>('/api/recharge', input, { quiet: INLINE_REFUSALS });

export function useCreateRecharge() {
  return useMutation({ mutationFn: createRecharge });
}
