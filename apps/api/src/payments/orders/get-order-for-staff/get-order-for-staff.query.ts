// Public query of payments for the admin console: one order as the read model has it, with every
// event of its stream `order-{id}` (the truth the row is projected from).
import { Query } from '@nestjs/cqrs';
import type { StaffOrderView } from '../list-orders/list-orders.query';

export interface OrderStreamEventView {
  version: number;
  type: string;
  data: Record<string, unknown>;
  /** ISO-8601 UTC. */
  createdAt: string;
}

export interface StaffOrderDetailView extends StaffOrderView {
  events: OrderStreamEventView[];
}

/** The order, or null when there is no such order. */
export class GetOrderForStaffQuery extends Query<StaffOrderDetailView | null> {
  constructor(readonly orderId: string) {
    super();
  }
}
