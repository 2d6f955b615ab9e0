// POST /api/set_invite_code: the player chooses their own invite code (once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const setInviteCode = (inviteCode: string) =>
  api.post<{ invite_code: string }>(
    '/api/set_invite_code',
    { invite_code: inviteCode },
    // The form shows refusals beside the field; the toast says it was saved.
    {
      successToast: true,
      quiet: ['INVITE_CODE_FORMAT', 'INVITE_CODE_TAKEN', 'INVITE_CODE_UNCHANGED', 'INVITE_CODE_ALREADY_SET'],
    },
  );

export function useSetInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInviteCode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['promote'] }),
      ]),
  });
}
