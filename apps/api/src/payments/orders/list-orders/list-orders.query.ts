// Public query of payments for the admin console: a page of recharge orders, filtered and sorted,
// with the total (react-admin's Content-Range). Read from the orders read model (projected inline
// with every append to an order stream).
import { Query } from '@nestjs/cqrs';
import type { OrderStatus } from '../domain/order';

export const ORDER_SORT_FIELDS = ['created_at', 'price'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'expired'];

export interface OrderListRequest {
  sort: { field: OrderSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: {
    status?: OrderStatus;
    playerId?: string;
    gateway?: string;
    /** Placed at or after. */
    from?: Date;
    /** Placed before. */
    to?: Date;
    ids?: readonly string[];
  };
}

export interface StaffOrderView {
  orderId: string;
  playerId: string;
  packageId: string;
  /** Coins credited, hundredths. */
  bean: bigint;
  /** Money paid, hundredths (fen). */
  price: bigint;
  payWay: string;
  gateway: string;
  status: OrderStatus;
  tradeNo: string | null;
  paidAt: string | null;
  /** Every step after the payment done (coins credited, referral settled). */
  completed: boolean;
  inviterId: string | null;
  commission: bigint | null;
  createdAt: string;
  expiresAt: string;
  updatedAt: string;
}

export interface StaffOrderPage {
  orders: StaffOrderView[];
  total: number;
}

export class ListOrdersQuery extends Query<StaffOrderPage> {
  constructor(readonly request: OrderListRequest) {
    super();
  }
}
