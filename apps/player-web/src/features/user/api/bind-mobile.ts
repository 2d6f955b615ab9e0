// POST /api/bind_mobile {mobile, verify, area_code} (spec section 7). Only offered while no phone
// is bound; the API does not serve this call yet (every account registers with a phone).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export interface BindMobileInput {
  mobile: string;
  verify: string;
  area_code: string;
}

export const bindMobile = (input: BindMobileInput) =>
  api.post<unknown>('/api/bind_mobile', input, { successToast: true });

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
