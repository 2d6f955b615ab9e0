// Refusals are shown in the auth dialog's form (quiet: no error toast on top).
import { useMutation } from '@tanstack/react-query';
import type { TokenPairResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export interface RegisterInput {
  mobile: string;
  area_code: string;
  verify: string;
  password: string;
  invite_code?: string;
  agree: boolean;
  adult: boolean;
}

export const register = (input: RegisterInput) =>
  api.post<TokenPairResponse>(
    '/api/register',
    { stast: 'register', ...input, invite_code: input.invite_code || undefined },
    { anonymous: true, successToast: true, quiet: true },
  );

export function useRegister(onSuccess: () => void) {
  return useMutation({
    mutationFn: register,
    onSuccess: (pair) => {
      saveSession(pair);
      onSuccess();
    },
  });
}
