import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const setName = (name: string) => api.post<unknown>('/api/set_name', { name }, { successToast: true });

export function useSetName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
