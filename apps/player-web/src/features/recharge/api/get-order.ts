import { api } from '@/lib/api-client';
import type { Order } from './types';

export const getOrder = (orderId: string) =>
  api.get<Order>(`/api/recharge/${encodeURIComponent(orderId)}`, { quiet: true });
