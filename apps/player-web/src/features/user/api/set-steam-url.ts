import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api } from '@/lib/api-client';

export const setSteamUrl = (steamUrl: string) =>
  api.post<unknown>('/api/set_steam_url', { steam_url: steamUrl }, { successToast: true });

export function useSetSteamUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSteamUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
