// A row of the orders read model as staff see it.
import type { OrderStatus } from '../domain/order';
import type { StaffOrderView } from './list-orders.query';

export const ORDER_COLUMNS = `order_id, player_id, package_id, bean::text AS bean, price::text AS price, pay_way, gateway,
  paid, trade_no, paid_at, completed, inviter_id, commission::text AS commission, created_at, expires_at, updated_at`;

export interface OrderRow {
  order_id: string;
  player_id: string;
  package_id: string;
  bean: string;
  price: string;
  pay_way: string;
  gateway: string;
  paid: boolean;
  trade_no: string | null;
  paid_at: Date | string | null;
  completed: boolean;
  inviter_id: string | null;
  commission: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toStaffOrderView(row: OrderRow, now: Date): StaffOrderView {
  const status: OrderStatus = row.paid
    ? 'paid'
    : now.getTime() > new Date(row.expires_at).getTime()
      ? 'expired'
      : 'pending';
  return {
    orderId: row.order_id,
    playerId: row.player_id,
    packageId: row.package_id,
    bean: BigInt(row.bean),
    price: BigInt(row.price),
    payWay: row.pay_way,
    gateway: row.gateway,
    status,
    tradeNo: row.trade_no,
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    completed: row.completed,
    inviterId: row.inviter_id,
    commission: row.commission === null ? null : BigInt(row.commission),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    updatedAt: iso(row.updated_at),
  };
}
