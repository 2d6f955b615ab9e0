// GET /api/upgrade/items {page, name?, min?, max?}: the upgrade targets, cheapest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, UpgradeItemResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export interface UpgradeItemFilters {
  id?: string;
  name?: string;
  min?: string;
  max?: string;
}

export const UPGRADE_ITEMS_PER_PAGE = 18;

export const getUpgradeItems = (filters: UpgradeItemFilters, page: number) =>
  api.get<Paged<UpgradeItemResponse>>('/api/upgrade/items', {
    params: {
      page,
      per_page: UPGRADE_ITEMS_PER_PAGE,
      id: filters.id,
      name: filters.name || undefined,
      min: filters.min || undefined,
      max: filters.max || undefined,
    },
  });

export function useUpgradeItems(filters: UpgradeItemFilters, page: number) {
  return useQuery({
    queryKey: ['upgrade', 'items', filters, page, currentLanguage()],
    queryFn: () => getUpgradeItems(filters, page),
    placeholderData: keepPreviousData,
  });
}
