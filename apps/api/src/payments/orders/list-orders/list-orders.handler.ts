import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { ListOrdersQuery, type StaffOrderPage } from './list-orders.query';
import { ORDER_COLUMNS, toStaffOrderView, type OrderRow } from './staff-order.row';

@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, StaffOrderPage> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListOrdersQuery): Promise<StaffOrderPage> {
    const { filter, sort } = request;
    const now = new Date();
    // An order is paid once paid; unpaid, expired past expires_at, else pending (domain/order.ts).
    const where = `WHERE ($1::text IS NULL
           OR ($1 = 'paid' AND paid) OR ($1 = 'expired' AND NOT paid AND expires_at < $2)
           OR ($1 = 'pending' AND NOT paid AND expires_at >= $2))
        AND ($3::text IS NULL OR player_id = $3) AND ($4::text IS NULL OR gateway = $4)
        AND ($5::timestamptz IS NULL OR created_at >= $5) AND ($6::timestamptz IS NULL OR created_at < $6)
        AND ($7::text[] IS NULL OR order_id = ANY($7::text[]))`;
    const params = [
      filter.status ?? null,
      now.toISOString(),
      filter.playerId ?? null,
      filter.gateway ?? null,
      filter.from?.toISOString() ?? null,
      filter.to?.toISOString() ?? null,
      filter.ids ? [...filter.ids] : null,
    ];
    // Qualified: the selected `price` is its text form, and ORDER BY would take that one.
    const column = sort.field === 'price' ? 'o.price' : 'o.created_at';
    const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const [{ rows }, counted] = await Promise.all([
      this.sql.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM payments_orders o ${where}
          ORDER BY ${column} ${direction}, o.order_id ${direction} LIMIT $8 OFFSET $9`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM payments_orders ${where}`, params),
    ]);
    return { orders: rows.map((row) => toStaffOrderView(row, now)), total: Number(counted.rows[0].total) };
  }
}
