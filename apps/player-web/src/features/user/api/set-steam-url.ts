import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export const setSteamUrl = (steamUrl: string) =>
  api.post<unknown>('/api/set_steam_url', { steam_url: steamUrl }, { successToast: true });

export function useSetSteamUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSteamUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
