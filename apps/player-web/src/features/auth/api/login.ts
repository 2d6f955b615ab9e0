// Refusals are shown in the auth dialog's form (quiet: no error toast on top).
import { useMutation } from '@tanstack/react-query';
import type { TokenPairResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export type LoginInput = { mobile: string; area_code: string } & ({ password: string } | { verify: string });

export const login = (input: LoginInput) =>
  api.post<TokenPairResponse>(
    '/api/login',
    { stast: 'login', ...input },
    { anonymous: true, successToast: true, quiet: true },
  );

export function useLogin(onSuccess: () => void) {
  return useMutation({
    mutationFn: login,
    onSuccess: (pair) => {
      saveSession(pair);
      onSuccess();
    },
  });
}
