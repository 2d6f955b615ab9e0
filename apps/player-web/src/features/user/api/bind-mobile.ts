// POST /api/bind_mobile {mobile, verify, area_code} -> {mobile} (spec section 7). Only offered while
// no phone is bound (an account signed up through Steam). Refusals are said in the dialog (quiet).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileBoundResponse } from '@lootledger/contracts';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export interface BindMobileInput {
  mobile: string;
  verify: string;
  area_code: string;
}

export const bindMobile = (input: BindMobileInput) =>
  api.post<MobileBoundResponse>('/api/bind_mobile', input, { successToast: true, quiet: true });

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
