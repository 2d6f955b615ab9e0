// GET /api/sign_in: the welfare page's calendar and month progress; POST /api/sign_in: today's
// sign-in (its balance goes straight into the header).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInResponse, SignInStateResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getSignInState = () => api.get<SignInStateResponse>('/api/sign_in');

export const signInStateQueryOptions = () =>
  queryOptions({ queryKey: ['welfare', 'sign-in'], queryFn: getSignInState });

export function useSignInState() {
  const token = useToken();
  return useQuery({ ...signInStateQueryOptions(), enabled: token !== null });
}

export function useSignIn(onResult: (result: SignInResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignInResponse>('/api/sign_in', {}),
    onSuccess: (result) => {
      setCachedBalance(queryClient, result.balance);
      void queryClient.invalidateQueries({ queryKey: ['welfare'] });
      onResult(result);
    },
  });
}
