// POST /api/reset_password {stast: 'forget', ...}: the forgotten-password form and the change-password
// dialog of the personal centre. It ends every session of the account.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  mobile: string;
  area_code: string;
  verify: string;
  password: string;
}

/** quiet: the form shows a refusal itself, so no error toast. */
export const resetPassword = (input: ResetPasswordInput, quiet = false) =>
  api.post<unknown>(
    '/api/reset_password',
    { stast: 'forget', ...input },
    { anonymous: true, successToast: true, quiet },
  );

export function useResetPassword(onSuccess: () => void, { quiet = false }: { quiet?: boolean } = {}) {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(input, quiet), onSuccess });
}
