// The points shop: GET /api/shop/items (paged), GET /api/points (my points), POST /api/shop/buy {id, num}.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, PointsResponse, ShopItemResponse, ShopPurchaseResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getShopItemsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['shop', 'items', page, currentLanguage()],
    queryFn: () => api.get<Paged<ShopItemResponse>>('/api/shop/items', { params: { page, per_page: 12 } }),
    placeholderData: keepPreviousData,
  });

export const useShopItems = (page: number) => useQuery(getShopItemsQueryOptions(page));

export function usePoints() {
  const token = useToken();
  return useQuery({
    queryKey: ['points'],
    queryFn: () => api.get<PointsResponse>('/api/points', { params: { per_page: 5 } }),
    enabled: token !== null,
  });
}

export function useBuyShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; num: number }) => api.post<ShopPurchaseResponse>('/api/shop/buy', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
    },
  });
}
