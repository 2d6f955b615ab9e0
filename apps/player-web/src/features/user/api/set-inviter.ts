import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const setInviter = (inviteCode: string) =>
  api.post<unknown>('/api/set_inviter', { invite_code: inviteCode }, { successToast: true });

export function useSetInviter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInviter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
