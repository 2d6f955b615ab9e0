// GET /api/upgrade/items {page, name?, min?, max?}: the upgrade targets, cheapest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatAmount, parseAmount, type Paged, type UpgradeItemResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export interface UpgradeItemFilters {
  id?: string;
  name?: string;
  min?: string;
  max?: string;
}

export const UPGRADE_ITEMS_PER_PAGE = 18;

/** A typed "10" or "10.5" as the API's two-decimal amount (contract section 3); empty: no bound. */
const bound = (text: string | undefined) => {
  const amount = text ? parseAmount(text) : null;
  return amount === null ? undefined : formatAmount(amount);
};

export const getUpgradeItems = (filters: UpgradeItemFilters, page: number) =>
  api.get<Paged<UpgradeItemResponse>>('/api/upgrade/items', {
    params: {
      page,
      per_page: UPGRADE_ITEMS_PER_PAGE,
      id: filters.id,
      name: filters.name || undefined,
      min: bound(filters.min),
      max: bound(filters.max),
    },
  });

export function useUpgradeItems(filters: UpgradeItemFilters, page: number) {
  return useQuery({
    queryKey: ['upgrade', 'items', filters, page, currentLanguage()],
    queryFn: () => getUpgradeItems(filters, page),
    placeholderData: keepPreviousData,
  });
}
