// POST /api/recharge {id, pay_way}: a payment order with its QR code (desktop) and H5 link (phone).
import { useMutation } from '@tanstack/react-query';
import type { PlacedOrderResponse } from '@lootledger/contracts';
import type { PayWay } from '@/config/constants';
import { api } from '@/lib/api-client';

export interface CreateRechargeInput {
  id: string;
  pay_way: PayWay;
}

/** A refusal (self-exclusion, a deposit limit) is shown under the top-up button: quiet, no toast. */
export const createRecharge = (input: CreateRechargeInput) =>
  api.post<PlacedOrderResponse>('/api/recharge', input, { quiet: true });

export function useCreateRecharge() {
  return useMutation({ mutationFn: createRecharge });
}
