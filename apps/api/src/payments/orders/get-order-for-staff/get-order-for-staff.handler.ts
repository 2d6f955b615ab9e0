import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { orderStreamId } from '../domain/order';
import { ORDER_COLUMNS, toStaffOrderView, type OrderRow } from '../list-orders/staff-order.row';
import { GetOrderForStaffQuery, type StaffOrderDetailView } from './get-order-for-staff.query';

@QueryHandler(GetOrderForStaffQuery)
export class GetOrderForStaffHandler implements IQueryHandler<GetOrderForStaffQuery, StaffOrderDetailView | null> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ orderId }: GetOrderForStaffQuery): Promise<StaffOrderDetailView | null> {
    const { rows } = await this.sql.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM payments_orders WHERE order_id = $1`,
      [orderId],
    );
    if (!rows[0]) return null;
    const events = await this.store.readStream(orderStreamId(orderId));
    return {
      ...toStaffOrderView(rows[0], new Date()),
      events: events.map((event) => ({
        version: event.streamVersion,
        type: event.type,
        data: event.data,
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }
}
