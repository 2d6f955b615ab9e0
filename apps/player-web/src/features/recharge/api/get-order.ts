import type { OrderResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getOrder = (orderId: string) =>
  api.get<OrderResponse>(`/api/recharge/${encodeURIComponent(orderId)}`, { quiet: true });
