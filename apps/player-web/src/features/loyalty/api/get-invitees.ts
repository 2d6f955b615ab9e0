// GET /api/promote/invitees: the players the signed-in player invited, newest first, paged (name,
// joined, their recharge, the commission each earned).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteeResponse, Paged } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getInvitees = (page: number) =>
  api.get<Paged<InviteeResponse>>('/api/promote/invitees', { params: { page } });

export const getInviteesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['promote', 'invitees', page],
    queryFn: () => getInvitees(page),
    placeholderData: keepPreviousData,
  });

export function useInvitees(page: number) {
  const token = useToken();
  return useQuery({ ...getInviteesQueryOptions(page), enabled: token !== null });
}
