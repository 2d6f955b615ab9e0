// Refusals are shown in the auth dialog's form (quiet: no error toast on top). The browser's device
// id goes along (the per-device registration cap).
import { useMutation } from '@tanstack/react-query';
import type { TokenPairResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { deviceId } from '../device-id';

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
    { stast: 'register', ...input, invite_code: input.invite_code || undefined, device_id: deviceId() },
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
