// GET /api/upgrade/quote {item_id, rate | storage_ids}: the price of a rate (or the rate staked items
// buy and the coins still to pay), computed by the server with the RTP in force.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UpgradeQuoteResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export interface UpgradeQuoteInput {
  item_id: string;
  rate?: number;
  storage_ids?: readonly string[];
}

export const getUpgradeQuote = (input: UpgradeQuoteInput) =>
  api.get<UpgradeQuoteResponse>('/api/upgrade/quote', {
    params: {
      item_id: input.item_id,
      rate: input.rate,
      storage_ids: input.storage_ids && input.storage_ids.length > 0 ? input.storage_ids.join(',') : undefined,
    },
  });

export function useUpgradeQuote(input: UpgradeQuoteInput | null) {
  return useQuery({
    queryKey: ['upgrade', 'quote', input],
    queryFn: () => getUpgradeQuote(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
