// GET /api/promote for the partner pages: the promotion levels and the player's invite code. The API
// answers signed-in players only, so signed out it is not asked (the pages then invite to register).
// Same query key as the promotion centre's: one request serves both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoteResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

const getPromote = () => api.get<PromoteResponse>('/api/promote');

export function usePartnerPromote() {
  const token = useToken();
  return useQuery({
    ...queryOptions({ queryKey: ['promote', currentLanguage()], queryFn: getPromote }),
    enabled: token !== null,
  });
}
