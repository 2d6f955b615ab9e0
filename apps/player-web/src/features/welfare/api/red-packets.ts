// GET /api/red_packets: the campaigns open now; POST /api/red_packets/claim {id?, code?}. The claim
// reports its own errors inline (quiet: no toast), as the /red pages do (spec section 8).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedPacketClaimResponse, RedPacketResponse } from '@lootledger/contracts';
import { setCachedBalance } from '@/api/get-me';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getRedPackets = () => api.get<RedPacketResponse[]>('/api/red_packets');

export const redPacketsQueryOptions = () =>
  queryOptions({ queryKey: ['welfare', 'red-packets', currentLanguage()], queryFn: getRedPackets });

export function useRedPackets() {
  const token = useToken();
  return useQuery({ ...redPacketsQueryOptions(), enabled: token !== null });
}

export interface ClaimInput {
  id?: string;
  code?: string;
}

export function useClaimRedPacket(onResult: (result: RedPacketClaimResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) =>
      api.post<RedPacketClaimResponse>('/api/red_packets/claim', input, { quiet: true }),
    onSuccess: (result) => {
      setCachedBalance(queryClient, result.balance);
      void queryClient.invalidateQueries({ queryKey: ['welfare'] });
      onResult(result);
    },
  });
}
