import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveSession, type TokenPair } from '@/lib/session';

export type LoginInput = { mobile: string; area_code: string } & ({ password: string } | { verify: string });

export const login = (input: LoginInput) =>
  api.post<TokenPair>('/api/login', { stast: 'login', ...input }, { anonymous: true, successToast: true });

export function useLogin(onSuccess: () => void) {
  return useMutation({
    mutationFn: login,
    onSuccess: (pair) => {
      saveSession(pair);
      onSuccess();
    },
  });
}
